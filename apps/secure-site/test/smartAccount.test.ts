import { type Anvil, anvilKey, startAnvil } from '@airlock/testing/anvil'
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  isAddressEqual,
  parseEther,
  recoverMessageAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FACTORY_ADDRESS, smartAccountAddress } from '../src/smartAccount/contracts'
import { approvedRpc } from './approvedRpc'
import { signInByEmail } from './signInByEmail'
import { startTestSite, type TestSite } from './startTestSite'

// viem's definition of the local chain (31337); every client below is given anvil's URL.
const chain = foundry

let site: TestSite
let anvil: Anvil
let client: ReturnType<typeof createPublicClient>
let token: string
let user: { address: Hex; accounts: { address: Hex; type: string }[] } & Record<string, unknown>
let eoa: Hex
let smart: Hex
const other = privateKeyToAccount(anvilKey(6)).address
// The site's default sponsor (AIRLOCK_SMART_ACCOUNT_DEPLOYER_KEY unset): the test mnemonic's account 9.
const sponsor = privateKeyToAccount(anvilKey(9)).address

beforeAll(async () => {
  anvil = await startAnvil(31337)
  site = await startTestSite({ rpcUrls: { 31337: anvil.rpcUrl } })
  client = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
  const signedIn = await signInByEmail(site, 'smart@example.com', 31337)
  token = signedIn.token
  user = signedIn.user as typeof user
  eoa = user.accounts.find((a) => a.type === 'eoa')?.address as Hex
  smart = user.accounts.find((a) => a.type === 'smartAccount')?.address as Hex
})
afterAll(async () => {
  await site?.close()
  await anvil?.stop()
})

// As the frame does after the visitor approved in the frame (test/approvedRpc.ts).
const rpc = (method: string, params?: unknown) => approvedRpc(site, token, method, params)

describe('smart accounts on a local chain', () => {
  it('deploys the factory and lists the chain as enabled', async () => {
    const { json } = await site.api('smart-account/networks', { projectId: 'airlock-demo' })
    expect(json).toEqual({ smartAccountEnabledNetworks: [31337] })
    expect(await client.getCode({ address: FACTORY_ADDRESS })).toMatch(/^0x[0-9a-f]{100,}$/)
  })

  it('a new embedded user defaults to the smart account (SPEC §6), with both accounts listed', () => {
    expect(user).toMatchObject({
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect(user.accounts.map((a) => a.type)).toEqual(['eoa', 'smartAccount'])
    expect(user.address).toBe(smart)
    expect(smart).toBe(smartAccountAddress(eoa))
    expect(isAddressEqual(smart, eoa)).toBe(false)
  })

  it('signs for the account before it exists: ERC-6492, verified through eth_call', async () => {
    const { result } = await rpc('personal_sign', ['0x68656c6c6f', smart])
    const signature = result as Hex
    expect(
      signature.endsWith('6492649264926492649264926492649264926492649264926492649264926492'),
    ).toBe(true)
    expect(await client.verifyMessage({ address: smart, message: 'hello', signature })).toBe(true)
    expect(await client.verifyMessage({ address: smart, message: 'other', signature })).toBe(false)
    expect(await client.getCode({ address: smart })).toBeUndefined()
  })

  it('sends through executeSigned: the owner key signs, the sponsor pays the gas, the value comes from the smart account', async () => {
    const funder = createWalletClient({
      chain,
      account: privateKeyToAccount(anvilKey(5)),
      transport: http(anvil.rpcUrl),
    })
    await client.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: smart, value: parseEther('1') }),
    })
    const before = await client.getBalance({ address: other })
    const { result } = await rpc('eth_sendTransaction', [{ from: smart, to: other, value: '0x2a' }])
    const receipt = await client.waitForTransactionReceipt({ hash: result as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(sponsor.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(smart.toLowerCase())
    expect((await client.getBalance({ address: other })) - before).toBe(42n)
    expect(await client.getBalance({ address: smart })).toBe(parseEther('1') - 42n)
    // The owner key was never funded and paid nothing.
    expect(await client.getBalance({ address: eoa })).toBe(0n)
    // Now deployed: GET_USER and INIT_SMART_ACCOUNT say so.
    expect((await site.api('user', { chainId: 31337 }, token)).json).toMatchObject({
      address: smart,
      smartAccountDeployed: true,
    })
    expect((await site.api('smart-account/init', { chainId: 31337 }, token)).json).toEqual({
      address: smart,
      isDeployed: true,
    })
  })

  it('signs as the deployed account: ERC-1271 isValidSignature accepts the owner only', async () => {
    const { result } = await rpc('personal_sign', ['0x68656c6c6f', smart])
    const signature = result as Hex
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(eoa)
    expect(await client.verifyMessage({ address: smart, message: 'hello', signature })).toBe(true)
    const stranger = await privateKeyToAccount(anvilKey(7)).signMessage({ message: 'hello' })
    expect(
      await client.verifyMessage({ address: smart, message: 'hello', signature: stranger }),
    ).toBe(false)
    const typed = {
      domain: { name: 'Airlock', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const
    const signed = await rpc('eth_signTypedData_v4', [smart, JSON.stringify(typed)])
    expect(
      await client.verifyTypedData({ address: smart, ...typed, signature: signed.result as Hex }),
    ).toBe(true)
  })

  it('wallet_sendCalls from the smart account goes through execute too', async () => {
    const { result } = await rpc('wallet_sendCalls', [
      { version: '2.0.0', atomicRequired: false, calls: [{ to: other, value: '0x1' }] },
    ])
    const status = (await rpc('wallet_getCallsStatus', [(result as { id: string }).id])).result as {
      status: number
      receipts: { transactionHash: Hex }[]
    }
    expect(status.status).toBe(200)
    const tx = await client.getTransaction({ hash: status.receipts[0]?.transactionHash as Hex })
    expect(tx.to?.toLowerCase()).toBe(smart.toLowerCase())
    expect(tx.from.toLowerCase()).toBe(sponsor.toLowerCase())
    expect(await client.getBalance({ address: eoa })).toBe(0n)
  })

  it('switches to the eoa and back (SET_PREFERRED_ACCOUNT); eth_accounts follows', async () => {
    expect((await site.api('preferred-account', { type: 'eoa' }, token)).json).toEqual({
      type: 'eoa',
      address: eoa,
    })
    expect((await rpc('eth_accounts')).result).toEqual([eoa])
    expect((await site.api('user', { chainId: 31337 }, token)).json).toMatchObject({
      address: eoa,
      preferredAccountType: 'eoa',
    })
    // GET_USER's preferredAccountType is the page's choice too.
    expect(
      (await site.api('user', { chainId: 31337, preferredAccountType: 'smartAccount' }, token))
        .json,
    ).toMatchObject({ address: smart, preferredAccountType: 'smartAccount' })
    expect((await rpc('eth_accounts')).result).toEqual([smart])
  })

  it('refuses smart accounts on a chain without the factory; the user falls back to eoa there', async () => {
    const refused = {
      status: 400,
      json: { error: 'This application might not support Smart Accounts' },
    }
    expect(await site.api('smart-account/init', { chainId: 1 }, token)).toEqual(refused)
    expect(
      await site.api('preferred-account', { type: 'smartAccount', chainId: 1 }, token),
    ).toEqual(refused)
    expect((await site.api('user', { chainId: 1 }, token)).json).toMatchObject({
      address: eoa,
      accounts: [{ address: eoa, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
  })
})
