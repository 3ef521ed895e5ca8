import { type Hex, recoverTypedDataAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import type { Eip1193Provider } from '../adapter/types'
import { WALLET_DISCONNECT_REVOKE_MS } from '../constants/timing'
import { createAirlockCore } from '../createAirlockCore'
import { PermissionNotFoundError, SmartSessionsNotEnabledError } from '../errors/smartSessions'
import { startTestServer, type TestResponse, type TestServer } from '../http/test/startTestServer'
import { mainnet } from '../networks/evm'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { connect } from './connect'
import { disconnect } from './disconnect'
import { grantPermissions } from './grantPermissions'
import { revokePermissions } from './revokePermissions'

// Smart sessions in core (issue 20): the wallet is a test double recording what it was asked
// (the secure site's real answers are exercised in apps/secure-site/test/permissions.test.ts and
// the demo's e2e), the Blockchain API a real local HTTP server standing in for the cloud.

const USDC: Hex = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
type Asked = { method: string; params?: unknown }

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function setup(
  options: { smartSessions?: boolean; api?: () => TestResponse; sessionId?: number } = {},
) {
  const server = await startTestServer(options.api ?? (() => ({ body: { revoked: true } })))
  servers.push(server)
  const asked: Asked[] = []
  let account = ''
  const provider: Eip1193Provider = {
    request: async ({ method, params }) => {
      asked.push({ method, params })
      if (method === 'wallet_grantPermissions') {
        const [request] = params as [{ signer: { data: { id: string } }; expiry: number }]
        return {
          address: account,
          context: request.signer.data.id.toLowerCase(),
          expiry: request.expiry,
          ...(options.sessionId === undefined ? { sessionId: 7 } : {}),
          transactionHash: `0x${'11'.repeat(32)}`,
        }
      }
      if (method === 'wallet_revokePermissions') return { revoked: true }
      throw new Error(`${method} is not expected here`)
    },
  }
  const base = createTestAdapter()
  const core = createAirlockCore({
    projectId: 'p',
    networks: [mainnet],
    adapters: [{ ...base, getProvider: async () => provider }],
    storage: createMemoryStorage(),
    apiUrl: server.url,
    features: { smartSessions: options.smartSessions ?? true },
  })
  await connect(core, { connector: base.getConnectors()[0]! })
  account = core.state.chain.accounts.eip155?.address as string
  return { core, asked, server, account }
}

const key = () => privateKeyToAccount(generatePrivateKey())
const expiry = () => Math.floor(Date.now() / 1000) + 3600
const usdcPermission = { type: 'erc20-token-transfer', token: USDC, allowance: 5_000_000n } as const

describe('grantPermissions', () => {
  test('the smartSessions feature is off by default: refused before the wallet is asked', async () => {
    const { core, asked } = await setup({ smartSessions: false })
    const error = await grantPermissions(core, {
      signer: key(),
      permission: usdcPermission,
      expiry: expiry(),
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SmartSessionsNotEnabledError)
    expect((error as SmartSessionsNotEnabledError).shortMessage).toBe(
      'Smart sessions are not enabled',
    )
    expect(asked).toEqual([])
  })

  test('asks the wallet for exactly the permission (hex quantities, the session key as an account signer)', async () => {
    const { core, asked, account } = await setup()
    const signer = key()
    const at = expiry()
    const granted = await grantPermissions(core, {
      signer,
      permission: usdcPermission,
      expiry: at,
      gasAllowance: 10n ** 15n,
    })
    expect(asked).toEqual([
      {
        method: 'wallet_grantPermissions',
        params: [
          {
            chainId: '0x1',
            address: account,
            expiry: at,
            signer: { type: 'account', data: { id: signer.address } },
            permissions: [
              {
                type: 'erc20-token-transfer',
                data: { address: USDC, allowance: '0x4c4b40' },
              },
            ],
            gasAllowance: '0x38d7ea4c68000',
          },
        ],
      },
    ])
    expect(granted).toMatchObject({ context: signer.address.toLowerCase(), chainId: 1 })
  })
})

describe('revokePermissions', () => {
  test('a permission granted here is given up by its session key: no prompt, the signature recovers to the key', async () => {
    const { core, asked, server, account } = await setup()
    const signer = key()
    const { context } = await grantPermissions(core, {
      signer,
      permission: usdcPermission,
      expiry: expiry(),
    })
    await revokePermissions(core, { context })
    expect(asked.map((a) => a.method)).toEqual(['wallet_grantPermissions'])
    const posted = server.last()
    expect(posted.method).toBe('POST')
    expect(decodeURIComponent(posted.path)).toBe(`/v1/sessions/eip155:1:${account}/revoke`)
    const { pci, signature } = posted.body as { pci: Hex; signature: Hex }
    expect(pci).toBe(context)
    const signerOf = await recoverTypedDataAddress({
      domain: {
        name: 'AirlockAccount',
        version: '1',
        chainId: 1,
        verifyingContract: account as Hex,
      },
      types: {
        RevokeSession: [
          { name: 'key', type: 'address' },
          { name: 'id', type: 'uint256' },
        ],
      },
      primaryType: 'RevokeSession',
      message: { key: context, id: 7n },
      signature,
    })
    expect(signerOf).toBe(signer.address)
    // Revoked: this instance holds it no more, so a second revoke asks the wallet.
    await revokePermissions(core, { context })
    expect(asked.map((a) => a.method)).toEqual([
      'wallet_grantPermissions',
      'wallet_revokePermissions',
    ])
  })

  test('askWallet, or a permission not granted here, goes to the wallet (wallet_revokePermissions)', async () => {
    const { core, asked } = await setup()
    await revokePermissions(core, { context: '0x00000000000000000000000000000000000000aa' })
    expect(asked).toEqual([
      {
        method: 'wallet_revokePermissions',
        params: [{ context: '0x00000000000000000000000000000000000000aa' }],
      },
    ])
  })

  test('a wallet that did not give the grant number: read from the Blockchain API; none active is PermissionNotFoundError', async () => {
    const { core } = await setup({ sessionId: 0, api: () => ({ body: { pci: [], sessions: [] } }) })
    const { context } = await grantPermissions(core, {
      signer: key(),
      permission: usdcPermission,
      expiry: expiry(),
    })
    await expect(revokePermissions(core, { context })).rejects.toBeInstanceOf(
      PermissionNotFoundError,
    )
  })
})

describe('disconnect', () => {
  test('gives up the permissions granted here, waiting for that at most 100 ms', async () => {
    // The Blockchain API never answers: disconnecting must not wait for it.
    const { core, server } = await setup({ api: () => 'hang' })
    const { context } = await grantPermissions(core, {
      signer: key(),
      permission: usdcPermission,
      expiry: expiry(),
    })
    const started = performance.now()
    await disconnect(core)
    const waited = performance.now() - started
    expect(waited).toBeGreaterThanOrEqual(WALLET_DISCONNECT_REVOKE_MS - 5)
    // The API never answers: a disconnect that waited for it would never end. The margin is for a
    // loaded machine, not a measure of speed.
    expect(waited).toBeLessThan(WALLET_DISCONNECT_REVOKE_MS + 2000)
    expect(core.state.connection.status.eip155).toBe('disconnected')
    // The revoke went out (the HTTP client may ask again after its own time-out while the API
    // hangs: every request is that same revoke).
    // Only the revokes are counted: no other request is this test's concern.
    const revokes = () =>
      server.requests.filter((request) => decodeURIComponent(request.path).endsWith('/revoke'))
    await expect.poll(() => revokes().length).toBeGreaterThanOrEqual(1)
    await expect.poll(() => revokes().every((request) => request.body !== undefined)).toBe(true)
    for (const request of revokes()) expect(request.body).toMatchObject({ pci: context })
    expect(core.internals.smartSessions.size).toBe(0)
  })

  test('with nothing granted it does not wait', async () => {
    const { core, server } = await setup()
    const started = performance.now()
    await disconnect(core)
    expect(performance.now() - started).toBeLessThan(WALLET_DISCONNECT_REVOKE_MS)
    expect(server.requests).toEqual([])
  })
})
