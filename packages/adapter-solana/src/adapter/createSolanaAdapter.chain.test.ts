// @vitest-environment happy-dom
import {
  connect,
  createAirlockCore,
  type Network,
  SendTransactionFailedError,
  sendTransaction,
  solanaDevnet,
  UserRejectedRequestError,
} from '@airlock/core'
import { createMockSolanaWallet, registerMockSolanaWallet } from '@airlock/testing/solana'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { beforeEach, describe, expect, inject, test } from 'vitest'
import { splTokenTransferData } from '../transactions/splTokenTransferData'
import { getAssociatedTokenAddress } from '../transactions/splTransfer'
import { createSolanaAdapter } from './createSolanaAdapter'

// Against the local Solana RPC of the cloud (litesvm), reached through the cloud's RPC proxy as a
// dapp reaches it (`withCloudRpc`): SOL and SPL sends land on the chain, SPEC.md §5/§8 errors, §9
// preflight commitments. The wallet is @airlock/testing's Wallet Standard mock (the one edge the
// machine cannot reach: a browser extension); every other piece is real.

const { rpcUrl, seeds, mint } = inject('solana')
const NETWORK: Network = { ...solanaDevnet, rpcUrls: { default: { http: [rpcUrl] } } }
const connection = new Connection(rpcUrl, {
  commitment: 'confirmed',
  wsEndpoint: rpcUrl.replace(/^http/, 'ws'),
})
const addressOf = (seed: string) =>
  Keypair.fromSeed(Uint8Array.from(Buffer.from(seed, 'hex'))).publicKey.toBase58()

let count = 0
beforeEach(() => window.localStorage.clear())

async function connected(
  seedIndex: number,
  options: Parameters<typeof createSolanaAdapter>[0] = {},
  approval: 'auto' | 'manual' = 'auto',
) {
  count += 1
  const name = `Chain Mock ${count}`
  const seed = seeds[seedIndex] as string
  const mock = createMockSolanaWallet({
    name,
    secretKeys: [seed],
    chains: [{ chain: 'solana:devnet', rpcUrl }],
    approval,
  })
  registerMockSolanaWallet(mock)
  const adapter = createSolanaAdapter(options)
  const core = createAirlockCore({ projectId: 'test', networks: [NETWORK], adapters: [adapter] })
  await core.ready
  const connector = core.state.connectors.connectors.find((item) => item.name === name)
  if (!connector) throw new Error(`${name} is not listed`)
  await connect(core, { connector })
  return { mock, adapter, core, address: addressOf(seed) }
}

const tokenBalance = async (owner: string): Promise<bigint> => {
  const account = getAssociatedTokenAddress(new PublicKey(mint), new PublicKey(owner))
  const info = await connection.getAccountInfo(account)
  if (!info) return 0n
  const { value } = await connection.getTokenAccountBalance(account)
  return BigInt(value.amount)
}

describe('createSolanaAdapter on the local Solana chain', () => {
  test('sends SOL: the receiver gains exactly the amount, the sender pays it and the fee', async () => {
    const { core, address, mock } = await connected(4, { preflightCommitment: 'processed' })
    const receiver = Keypair.generate().publicKey.toBase58()
    const before = BigInt(await connection.getBalance(new PublicKey(address)))
    const signature = await sendTransaction(core, { to: receiver, value: 10_000_000n })
    expect(await connection.getBalance(new PublicKey(receiver))).toBe(10_000_000)
    const after = BigInt(await connection.getBalance(new PublicKey(address)))
    expect(before - after).toBe(10_000_000n + 5000n)
    // The wallet sent it with the preflight commitment the dapp chose.
    expect(mock.records().at(-1)).toMatchObject({
      feature: 'solana:signAndSendTransaction',
      signature,
      chain: 'solana:devnet',
      options: { preflightCommitment: 'processed' },
    })
    const status = await connection.getSignatureStatus(signature)
    expect(status.value?.err).toBeNull()
  })

  test('sends the SPL token to an account without a token account: it is created and credited', async () => {
    const { core, address } = await connected(5)
    const receiver = Keypair.generate().publicKey.toBase58()
    const before = await tokenBalance(address)
    expect(before).toBeGreaterThan(1_000_000n)
    await sendTransaction(core, {
      to: receiver,
      value: 1_000_000n,
      data: splTokenTransferData(mint),
    })
    expect(await tokenBalance(receiver)).toBe(1_000_000n)
    expect(await tokenBalance(address)).toBe(before - 1_000_000n)
    // Again, now that the receiver's token account exists.
    await sendTransaction(core, { to: receiver, value: 250_000n, data: splTokenTransferData(mint) })
    expect(await tokenBalance(receiver)).toBe(1_250_000n)
  })

  test('reads the SOL balance and the transfer fee from the chain', async () => {
    const { adapter, address } = await connected(6)
    const lamports = await connection.getBalance(new PublicKey(address))
    const { balance, symbol } = await adapter.getBalance({ address, network: NETWORK })
    expect(symbol).toBe('SOL')
    expect(Number(balance)).toBeCloseTo(lamports / 1e9, 9)
    expect(await adapter.estimateGas({ address, to: address, value: 1n, network: NETWORK })).toBe(
      5000n,
    )
  })

  test('a send the chain refuses (more SOL than the account has) is "Failed to send transaction. Please try again."', async () => {
    const { adapter, address } = await connected(6)
    const lamports = BigInt(await connection.getBalance(new PublicKey(address)))
    const sending = adapter.sendTransaction({
      address,
      to: Keypair.generate().publicKey.toBase58(),
      value: lamports + 1n,
      network: NETWORK,
    })
    await expect(sending).rejects.toBeInstanceOf(SendTransactionFailedError)
    await expect(sending).rejects.toMatchObject({
      shortMessage: 'Failed to send transaction. Please try again.',
    })
    expect(BigInt(await connection.getBalance(new PublicKey(address)))).toBe(lamports)
  })

  test('an SPL send of a mint that does not exist fails as a send failure, nothing moves', async () => {
    const { adapter, address } = await connected(6)
    const sending = adapter.sendTransaction({
      address,
      to: Keypair.generate().publicKey.toBase58(),
      value: 1n,
      data: splTokenTransferData(Keypair.generate().publicKey.toBase58()),
      network: NETWORK,
    })
    await expect(sending).rejects.toMatchObject({
      shortMessage: 'Failed to send transaction. Please try again.',
    })
  })

  test('the visitor refusing in the wallet is a rejected request, not a send failure', async () => {
    const { core, mock, address } = await connected(7, {}, 'auto')
    mock.setBehavior({ approval: 'manual' })
    const before = await connection.getBalance(new PublicKey(address))
    const sending = sendTransaction(core, {
      to: Keypair.generate().publicKey.toBase58(),
      value: 1000n,
    })
    await expect.poll(() => mock.pending().length, { timeout: 20_000 }).toBe(1)
    mock.rejectPending()
    await expect(sending).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(await connection.getBalance(new PublicKey(address))).toBe(before)
  })
})
