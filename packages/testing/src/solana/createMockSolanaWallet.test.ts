// @vitest-environment happy-dom
import { ed25519 } from '@noble/curves/ed25519'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import bs58 from 'bs58'
import { describe, expect, test } from 'vitest'
import { createMockSolanaWallet } from './createMockSolanaWallet'
import { registerMockSolanaWallet } from './registerMockSolanaWallet'
import type { MockSolanaWallet, MockSolanaWalletStorage } from './types'

const SEED_A = '01'.repeat(32)
const SEED_B = '02'.repeat(32)
const ADDRESS_A = Keypair.fromSeed(new Uint8Array(32).fill(1)).publicKey.toBase58()
const ADDRESS_B = Keypair.fromSeed(new Uint8Array(32).fill(2)).publicKey.toBase58()
// Nothing listens here: sends are tested against the local Solana RPC in the adapter's tests.
const CHAINS = [{ chain: 'solana:devnet', rpcUrl: 'http://127.0.0.1:9' }] as const

type Features = Record<string, Record<string, (...args: never[]) => Promise<unknown>>>
const features = (mock: MockSolanaWallet) => mock.wallet.features as unknown as Features
const connect = (mock: MockSolanaWallet, input?: { silent?: boolean }) =>
  features(mock)['standard:connect']!.connect!(input as never) as Promise<{
    accounts: readonly { address: string; publicKey: Uint8Array }[]
  }>

function memoryStorage(): MockSolanaWalletStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

function transferBytes(from: string): Uint8Array {
  const transaction = new Transaction({
    feePayer: new PublicKey(from),
    recentBlockhash: PublicKey.default.toBase58(),
  }).add(
    SystemProgram.transfer({
      fromPubkey: new PublicKey(from),
      toPubkey: new PublicKey(ADDRESS_B),
      lamports: 5,
    }),
  )
  return transaction.serialize({ requireAllSignatures: false })
}

describe('createMockSolanaWallet', () => {
  test('registers through the Wallet Standard and is found by getWallets()', () => {
    const mock = createMockSolanaWallet({
      secretKeys: [SEED_A],
      chains: CHAINS,
      name: 'Registered Mock',
    })
    registerMockSolanaWallet(mock)
    const found = getWallets()
      .get()
      .find((wallet) => wallet.name === 'Registered Mock')
    expect(found).toBe(mock.wallet)
    expect(Object.keys(found!.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(found!.chains).toEqual(['solana:devnet'])
  })

  test('connects with the deterministic key; a silent connect before that prompts for nothing', async () => {
    const mock = createMockSolanaWallet({
      secretKeys: [SEED_A, SEED_B],
      chains: CHAINS,
      approval: 'manual',
    })
    expect((await connect(mock, { silent: true })).accounts).toEqual([])
    expect(mock.pending()).toEqual([])
    const connecting = connect(mock)
    await Promise.resolve()
    expect(mock.pending()).toMatchObject([{ feature: 'standard:connect' }])
    expect(mock.approvePending()).toBe(1)
    const { accounts } = await connecting
    expect(accounts.map((account) => account.address)).toEqual([ADDRESS_A])
    expect(mock.wallet.accounts[0]).toBe(accounts[0])
    expect(mock.addresses()).toEqual([ADDRESS_A, ADDRESS_B])
  })

  test('rejects as the user would (code 4001), by switch or by the test', async () => {
    const mock = createMockSolanaWallet({
      secretKeys: [SEED_A],
      chains: CHAINS,
      rejectRequests: true,
    })
    await expect(connect(mock)).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    mock.setBehavior({ rejectRequests: false, approval: 'manual' })
    const connecting = connect(mock)
    await Promise.resolve()
    expect(mock.rejectPending()).toBe(1)
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(mock.isConnected()).toBe(false)
  })

  test('reports account switches and disconnects through standard:events', async () => {
    const mock = createMockSolanaWallet({ secretKeys: [SEED_A, SEED_B], chains: CHAINS })
    const seen: string[][] = []
    const off = (
      features(mock)['standard:events']!.on as unknown as (
        event: 'change',
        listener: (properties: { accounts?: readonly { address: string }[] }) => void,
      ) => () => void
    )('change', ({ accounts }) => seen.push((accounts ?? []).map((a) => a.address)))
    await connect(mock)
    mock.setAccount(1)
    mock.setAccount(ADDRESS_A)
    mock.disconnect()
    off()
    mock.setAccount(1)
    expect(seen).toEqual([[ADDRESS_A], [ADDRESS_B], [ADDRESS_A], []])
  })

  test('signs messages (ed25519, verifiable with the public key) and transactions', async () => {
    const mock = createMockSolanaWallet({ secretKeys: [SEED_A], chains: CHAINS })
    const { accounts } = await connect(mock)
    const account = accounts[0]!
    const message = new TextEncoder().encode('Hello from the dapp')
    const [signed] = (await features(mock)['solana:signMessage']!.signMessage!({
      account,
      message,
    } as never)) as {
      signature: Uint8Array
      signedMessage: Uint8Array
    }[]
    expect(ed25519.verify(signed!.signature, message, bs58.decode(ADDRESS_A))).toBe(true)
    expect(ed25519.verify(signed!.signature, message, bs58.decode(ADDRESS_B))).toBe(false)

    const [{ signedTransaction }] = (await features(mock)['solana:signTransaction']!
      .signTransaction!({
      account,
      transaction: transferBytes(ADDRESS_A),
    } as never)) as [{ signedTransaction: Uint8Array }]
    const transaction = VersionedTransaction.deserialize(signedTransaction)
    expect(
      ed25519.verify(
        transaction.signatures[0]!,
        transaction.message.serialize(),
        bs58.decode(ADDRESS_A),
      ),
    ).toBe(true)
  })

  test('refuses to sign for an account it does not expose (disconnected or not selected)', async () => {
    const mock = createMockSolanaWallet({ secretKeys: [SEED_A, SEED_B], chains: CHAINS })
    const { accounts } = await connect(mock)
    mock.setAccount(1)
    const message = new TextEncoder().encode('x')
    await expect(
      features(mock)['solana:signMessage']!.signMessage!({
        account: accounts[0],
        message,
      } as never),
    ).rejects.toMatchObject({ code: 4100 })
    mock.disconnect()
    await expect(
      features(mock)['solana:signMessage']!.signMessage!({
        account: accounts[0],
        message,
      } as never),
    ).rejects.toMatchObject({ code: 4100 })
  })

  test('remembers the connection and the selected account in its storage, as an extension does', async () => {
    const storage = memoryStorage()
    const first = createMockSolanaWallet({ secretKeys: [SEED_A, SEED_B], chains: CHAINS, storage })
    await connect(first)
    first.setAccount(1)
    const reloaded = createMockSolanaWallet({
      secretKeys: [SEED_A, SEED_B],
      chains: CHAINS,
      storage,
    })
    expect((await connect(reloaded, { silent: true })).accounts.map((a) => a.address)).toEqual([
      ADDRESS_B,
    ])
  })

  test('refuses bad setup: no key, no chain, a seed that is not 32 bytes', () => {
    expect(() => createMockSolanaWallet({ secretKeys: [], chains: CHAINS })).toThrow(
      'at least one key',
    )
    expect(() => createMockSolanaWallet({ secretKeys: [SEED_A], chains: [] })).toThrow(
      'at least one chain',
    )
    expect(() => createMockSolanaWallet({ secretKeys: ['abcd'], chains: CHAINS })).toThrow('64 hex')
  })
})
