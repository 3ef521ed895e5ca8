import { readFileSync } from 'node:fs'
import { type Anvil, anvilKey, startAnvil } from '@airlock/testing/anvil'
import {
  type Abi,
  type BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountAbi, accountBytecode } from '../src/smartAccount/contracts'
import { revokeSessionTypedData } from '../src/smartAccount/sessionTypedData'

// The session-key validator of AirlockAccount (contracts/src/AirlockSessionKeys.sol), on a real
// local chain: the account is deployed directly (the factory is covered in smartAccount.test.ts).
const chain = foundry
const owner = privateKeyToAccount(anvilKey(3))
const stranger = privateKeyToAccount(anvilKey(4))
const recipient = privateKeyToAccount(generatePrivateKey()).address
// The cloud's seeded ERC-20 (a test fixture here: the same bytecode the local chains run).
const erc20 = JSON.parse(
  readFileSync(
    new URL('../../cloud/contracts/artifacts/AirlockERC20.json', import.meta.url),
    'utf8',
  ),
) as { abi: Abi; bytecode: Hex }

let anvil: Anvil
let client: ReturnType<typeof createPublicClient>
let account: Hex
let token: Hex

const walletOf = (key: ReturnType<typeof privateKeyToAccount>) =>
  createWalletClient({ account: key, chain, transport: http(anvil.rpcUrl) })

async function mined(hash: Promise<Hex>): Promise<void> {
  const receipt = await client.waitForTransactionReceipt({ hash: await hash })
  expect(receipt.status).toBe('success')
}

/** The custom error a call reverts with, by name (from a simulated call, as a node reports it). */
async function revertName(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run()
  } catch (error) {
    const revert = (error as BaseError).walk((e) => e instanceof ContractFunctionRevertedError)
    return (revert as ContractFunctionRevertedError | null)?.data?.errorName
  }
  return undefined
}

const balanceOf = (holder: Hex) =>
  client.readContract({ address: token, abi: erc20.abi, functionName: 'balanceOf', args: [holder] })

async function grant(key: Hex, limit: bigint, options: { expiry?: bigint; gas?: bigint } = {}) {
  const now = (await client.getBlock()).timestamp
  await mined(
    walletOf(owner).writeContract({
      address: account,
      abi: accountAbi,
      functionName: 'grantSession',
      args: [key, token, limit, options.expiry ?? now + 3600n],
      value: options.gas ?? 0n,
    }),
  )
}

const spend = (key: ReturnType<typeof privateKeyToAccount>, amount: bigint) =>
  walletOf(key).writeContract({
    address: account,
    abi: accountAbi,
    functionName: 'spendFromSession',
    args: [recipient, amount],
  })

beforeAll(async () => {
  anvil = await startAnvil(31337)
  client = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
  const deployer = walletOf(owner)
  const accountTx = await deployer.deployContract({
    abi: accountAbi,
    bytecode: accountBytecode,
    args: [owner.address],
  })
  account = (await client.waitForTransactionReceipt({ hash: accountTx })).contractAddress as Hex
  const tokenTx = await deployer.deployContract({
    abi: erc20.abi,
    bytecode: erc20.bytecode,
    args: ['USD Coin', 'USDC', 6, [account], 100_000_000n],
  })
  token = (await client.waitForTransactionReceipt({ hash: tokenTx })).contractAddress as Hex
})
afterAll(async () => {
  await anvil?.stop()
})

describe('AirlockSessionKeys on a local chain', () => {
  it('a session key spends within its limit with no owner signature; over it reverts and nothing moves', async () => {
    const key = privateKeyToAccount(generatePrivateKey())
    await grant(key.address, 5_000_000n, { gas: parseEther('0.01') })
    expect(await client.getBalance({ address: key.address })).toBe(parseEther('0.01'))
    await mined(spend(key, 2_000_000n))
    await mined(spend(key, 3_000_000n))
    expect(await balanceOf(recipient)).toBe(5_000_000n)
    expect(await balanceOf(account)).toBe(95_000_000n)
    expect(await revertName(() => spend(key, 1n))).toBe('SessionLimitExceeded')
    expect(await balanceOf(recipient)).toBe(5_000_000n)
    const [, , , limit, spent] = (await client.readContract({
      address: account,
      abi: accountAbi,
      functionName: 'sessions',
      args: [key.address],
    })) as [Hex, number, number, bigint, bigint]
    expect([limit, spent]).toEqual([5_000_000n, 5_000_000n])
  })

  it('only the owner (or the account itself) grants; a stranger and a session key cannot', async () => {
    const key = privateKeyToAccount(generatePrivateKey())
    const now = (await client.getBlock()).timestamp
    const grantAs = (who: ReturnType<typeof privateKeyToAccount>) => () =>
      walletOf(who).writeContract({
        address: account,
        abi: accountAbi,
        functionName: 'grantSession',
        args: [who.address, token, 1n, now + 60n],
      })
    expect(await revertName(grantAs(stranger))).toBe('NotAllowedToManageSessions')
    await grant(key.address, 10n, { gas: parseEther('0.001') })
    expect(await revertName(grantAs(key))).toBe('NotAllowedToManageSessions')
  })

  it('refuses a grant with no limit, an expiry in the past or the zero key', async () => {
    const now = (await client.getBlock()).timestamp
    const key = privateKeyToAccount(generatePrivateKey()).address
    for (const args of [
      [key, token, 0n, now + 60n],
      [key, token, 1n, now - 1n],
      ['0x0000000000000000000000000000000000000000', token, 1n, now + 60n],
    ] as const)
      expect(
        await revertName(() =>
          walletOf(owner).writeContract({
            address: account,
            abi: accountAbi,
            functionName: 'grantSession',
            args: args as never,
          }),
        ),
      ).toBe('BadSessionGrant')
  })

  it('an expired session cannot spend', async () => {
    const key = privateKeyToAccount(generatePrivateKey())
    const now = (await client.getBlock()).timestamp
    await grant(key.address, 10n, { expiry: now + 5n, gas: parseEther('0.001') })
    await client.request({ method: 'evm_increaseTime' as never, params: [10] as never })
    await client.request({ method: 'evm_mine' as never })
    expect(await revertName(() => spend(key, 1n))).toBe('SessionExpired')
  })

  it('revoked by the owner’s signature (relayed by anyone) it cannot spend; a stranger’s signature is refused', async () => {
    const key = privateKeyToAccount(generatePrivateKey())
    await grant(key.address, 10n, { gas: parseEther('0.001') })
    const [, , id] = (await client.readContract({
      address: account,
      abi: accountAbi,
      functionName: 'sessions',
      args: [key.address],
    })) as [Hex, number, number, bigint, bigint]
    const typed = revokeSessionTypedData({
      account,
      chainId: chain.id,
      key: key.address,
      id: BigInt(id),
    })
    const revokeWith = (signature: Hex) => () =>
      walletOf(stranger).writeContract({
        address: account,
        abi: accountAbi,
        functionName: 'revokeSessionSigned',
        args: [key.address, BigInt(id), signature],
      })
    expect(await revertName(revokeWith(await stranger.signTypedData(typed)))).toBe(
      'BadRevokeSignature',
    )
    await mined(revokeWith(await owner.signTypedData(typed))())
    expect(await revertName(() => spend(key, 1n))).toBe('NoSession')
    // The same signature again: the session is gone.
    expect(await revertName(revokeWith(await owner.signTypedData(typed)))).toBe('NoSession')
  })

  it('a session key may give up its own session; a stranger may not revoke it', async () => {
    const key = privateKeyToAccount(generatePrivateKey())
    await grant(key.address, 10n, { gas: parseEther('0.001') })
    const revokeAs = (who: ReturnType<typeof privateKeyToAccount>) => () =>
      walletOf(who).writeContract({
        address: account,
        abi: accountAbi,
        functionName: 'revokeSession',
        args: [key.address],
      })
    expect(await revertName(revokeAs(stranger))).toBe('NotAllowedToManageSessions')
    await mined(revokeAs(key)())
    expect(await revertName(() => spend(key, 1n))).toBe('NoSession')
  })

  it('a native-currency session (token zero) sends ETH within its limit', async () => {
    const key = privateKeyToAccount(generatePrivateKey())
    await mined(walletOf(owner).sendTransaction({ to: account, value: parseEther('1') }))
    const now = (await client.getBlock()).timestamp
    await mined(
      walletOf(owner).writeContract({
        address: account,
        abi: accountAbi,
        functionName: 'grantSession',
        args: [
          key.address,
          '0x0000000000000000000000000000000000000000',
          parseEther('0.1'),
          now + 60n,
        ],
        value: parseEther('0.001'),
      }),
    )
    const before = await client.getBalance({ address: recipient })
    await mined(spend(key, parseEther('0.1')))
    expect((await client.getBalance({ address: recipient })) - before).toBe(parseEther('0.1'))
    expect(await revertName(() => spend(key, 1n))).toBe('SessionLimitExceeded')
  })
})
