import { readFileSync } from 'node:fs'
import { type Anvil, anvilKey, startAnvil } from '@airlock/testing/anvil'
import {
  type Abi,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  numberToHex,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pickApprovalMessages } from '../src/frame/approval/approvalMessages'
import { describeRequest } from '../src/frame/approval/describeRequest'
import type { PreparedRequest } from '../src/rpc/preparedTypes'
import { accountAbi } from '../src/smartAccount/contracts'
import { approvedRpc } from './approvedRpc'
import { signInByEmail } from './signInByEmail'
import { startTestSite, type TestSite } from './startTestSite'

// wallet_grantPermissions / wallet_revokePermissions through the site's API as the frame calls it
// after the visitor approved (test/approvedRpc.ts), on a real local chain: the grant is made by
// the smart account itself, the limit is enforced by the account on chain.
const chain = foundry
const erc20 = JSON.parse(
  readFileSync(
    new URL('../../cloud/contracts/artifacts/AirlockERC20.json', import.meta.url),
    'utf8',
  ),
) as { abi: Abi; bytecode: Hex }
const funder = privateKeyToAccount(anvilKey(8))
const recipient = privateKeyToAccount(generatePrivateKey()).address

let site: TestSite
let anvil: Anvil
let client: ReturnType<typeof createPublicClient>
let token: string
let smart: Hex
let usdc: Hex

const rpc = (method: string, params?: unknown) => approvedRpc(site, token, method, params)
const balanceOf = async (holder: Hex) =>
  (await client.readContract({
    address: usdc,
    abi: erc20.abi,
    functionName: 'balanceOf',
    args: [holder],
  })) as bigint

async function grantRequest(key: Hex, overrides: Record<string, unknown> = {}) {
  const now = Number((await client.getBlock()).timestamp)
  return {
    chainId: numberToHex(31337),
    expiry: Math.max(now, Math.floor(Date.now() / 1000)) + 3600,
    signer: { type: 'account', data: { id: key } },
    permissions: [
      { type: 'erc20-token-transfer', data: { address: usdc, allowance: numberToHex(3_000_000n) } },
    ],
    gasAllowance: numberToHex(parseEther('0.001')),
    ...overrides,
  }
}

async function spend(key: ReturnType<typeof privateKeyToAccount>, amount: bigint) {
  const wallet = createWalletClient({ account: key, chain, transport: http(anvil.rpcUrl) })
  const hash = await wallet.writeContract({
    address: smart,
    abi: accountAbi,
    functionName: 'spendFromSession',
    args: [recipient, amount],
  })
  return client.waitForTransactionReceipt({ hash })
}

beforeAll(async () => {
  anvil = await startAnvil(31337)
  site = await startTestSite({ rpcUrls: { 31337: anvil.rpcUrl } })
  client = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
  const signedIn = await signInByEmail(site, 'permissions@example.com', 31337)
  token = signedIn.token
  const user = signedIn.user as { accounts: { address: Hex; type: string }[] }
  smart = user.accounts.find((a) => a.type === 'smartAccount')?.address as Hex
  const wallet = createWalletClient({ account: funder, chain, transport: http(anvil.rpcUrl) })
  const deploy = await wallet.deployContract({
    abi: erc20.abi,
    bytecode: erc20.bytecode,
    args: ['USD Coin', 'USDC', 6, [smart], 10_000_000n],
  })
  usdc = (await client.waitForTransactionReceipt({ hash: deploy })).contractAddress as Hex
  await client.waitForTransactionReceipt({
    hash: await wallet.sendTransaction({ to: smart, value: parseEther('0.01') }),
  })
})
afterAll(async () => {
  await site?.close()
  await anvil?.stop()
})

describe('spending permissions of the smart account', () => {
  it('grants once (the approval screen shows spender, token, limit, expiry, gas); the key spends within the limit with no further approval; over it reverts on chain; revoked it cannot spend', async () => {
    const key = privateKeyToAccount(generatePrivateKey())
    const request = await grantRequest(key.address)
    const granted = await rpc('wallet_grantPermissions', [request])
    expect(granted.error).toBeUndefined()
    expect(granted.result).toMatchObject({
      address: smart,
      expiry: request.expiry,
      context: key.address.toLowerCase(),
      sessionId: expect.any(Number),
      permissions: [{ type: 'erc20-token-transfer', data: { allowance: '0x2dc6c0' } }],
    })
    const view = describeRequest(
      granted.prepared as PreparedRequest,
      pickApprovalMessages('en').messages,
    )
    const rows = Object.fromEntries(
      view.sections.flatMap((s) => s.rows).map((r) => [r.id, r.value]),
    )
    expect(view.title).toBe('Grant a spending permission')
    expect(rows).toMatchObject({
      'permission.key': key.address.toLowerCase(),
      'permission.token': `USDC (${usdc.toLowerCase()})`,
      'permission.limit': '3 USDC',
      'permission.gas': '0.001 ETH',
    })
    expect(rows['permission.expiry']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/)
    expect(await client.getBalance({ address: key.address })).toBe(parseEther('0.001'))

    expect((await spend(key, 1_000_000n)).status).toBe('success')
    expect((await spend(key, 2_000_000n)).status).toBe('success')
    expect(await balanceOf(recipient)).toBe(3_000_000n)
    await expect(spend(key, 1n)).rejects.toThrow(/SessionLimitExceeded/)
    expect(await balanceOf(recipient)).toBe(3_000_000n)

    const revoked = await rpc('wallet_revokePermissions', [{ context: key.address }])
    expect(revoked.result).toMatchObject({ revoked: true })
    const revokeView = describeRequest(
      revoked.prepared as PreparedRequest,
      pickApprovalMessages('en').messages,
    )
    expect(revokeView.title).toBe('Revoke a spending permission')
    expect(
      revokeView.sections.flatMap((s) => s.rows).find((r) => r.id === 'permission.spent')?.value,
    ).toBe('3 USDC of 3 USDC')
    await expect(spend(key, 1n)).rejects.toThrow(/NoSession/)
  })

  it('is granted only as approved: without confirmed it is refused 403 and nothing is granted', async () => {
    const key = privateKeyToAccount(generatePrivateKey()).address
    const request = { method: 'wallet_grantPermissions', params: [await grantRequest(key)] }
    const { json } = await site.api('rpc', request, token)
    expect(json.error).toBe('This request was not approved in the wallet')
    const prepared = await site.api('rpc/prepare', request, token)
    // A payload changed after it was sealed (a larger limit) is refused.
    const changed = structuredClone(prepared.json.prepared) as { grant: { limit: string } }
    changed.grant.limit = '0xffffffff'
    const tampered = await site.api(
      'rpc',
      { ...request, prepared: changed, seal: prepared.json.seal, confirmed: true },
      token,
    )
    expect(tampered.json.error).toBe('The approved request does not match the request')
    const [, , id] = (await client.readContract({
      address: smart,
      abi: accountAbi,
      functionName: 'sessions',
      args: [key],
    })) as [Hex, number, number]
    expect(id).toBe(0)
  })

  it('refuses out-of-bounds grants with a clear error before the visitor is asked', async () => {
    const key = privateKeyToAccount(generatePrivateKey()).address
    const now = Math.floor(Date.now() / 1000)
    const cases: [Record<string, unknown>, string][] = [
      [{ expiry: now + 60 }, 'The permission must expire between 5 minutes and 7 days from now'],
      [
        { expiry: now + 8 * 86400 },
        'The permission must expire between 5 minutes and 7 days from now',
      ],
      [
        { gasAllowance: numberToHex(parseEther('0.02')) },
        'The gas allowance is over 0.01 of the chain currency',
      ],
      [{ chainId: '0x1' }, 'The permission is for another chain'],
      [{ permissions: [] }, 'wallet_grantPermissions needs one permission of a supported type'],
      [{ address: recipient }, 'Spending permissions need the smart account'],
    ]
    for (const [overrides, error] of cases) {
      const { json } = await site.api(
        'rpc/prepare',
        { method: 'wallet_grantPermissions', params: [await grantRequest(key, overrides)] },
        token,
      )
      expect(json.error).toBe(error)
    }
    const unknown = await site.api(
      'rpc/prepare',
      { method: 'wallet_revokePermissions', params: [{ context: key }] },
      token,
    )
    expect(unknown.json.error).toBe('There is no such permission on this account')
  })

  it('refuses a raw call from the smart account to itself (a grant must go through wallet_grantPermissions)', async () => {
    const { json } = await site.api(
      'rpc/prepare',
      { method: 'eth_sendTransaction', params: [{ from: smart, to: smart, data: '0x12345678' }] },
      token,
    )
    expect(json.error).toBe(
      'Calls to the smart account itself are refused: use wallet_grantPermissions',
    )
  })
})
