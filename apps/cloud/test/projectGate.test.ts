import { randomUUID } from 'node:crypto'
import {
  createAirlockCore,
  createMemoryStorage,
  en,
  HttpRequestError,
  mainnet,
  showApiErrorAlert,
} from '@airlock/core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TEST_ACCOUNTS } from '../src/chains/constants'
import { seedToken } from '../src/seed/seedToken'
import { startTestCloud, type TestCloud } from './startTestCloud'

// The project gate of every endpoint, as one table: an unknown project and a disallowed origin
// are refused with 403 and the body the client reads (`Invalid App Configuration`, SPEC §8); the
// allowed origin is served with CORS for exactly that origin. A new endpoint belongs in `routes`.

const allowedOrigin = 'http://127.0.0.1:5173'
const evilOrigin = 'https://evil.example'
const account0 = TEST_ACCOUNTS[0] as string

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(async () => {
  await cloud?.dispose()
})

type Route = {
  name: string
  method: 'GET' | 'POST'
  path: string
  params?: Record<string, string>
  body?: () => unknown
  /** The status of an allowed call. */
  ok: number
  /** The RPC proxy answers in JSON-RPC. */
  rpc?: boolean
}

const routes: Route[] = [
  {
    name: 'balance',
    method: 'GET',
    path: `/v1/account/${account0}/balance`,
    params: { chainId: 'eip155:1', currency: 'usd' },
    ok: 200,
  },
  {
    name: 'history',
    method: 'GET',
    path: `/v1/account/${account0}/history`,
    params: { chainId: 'eip155:1' },
    ok: 200,
  },
  { name: 'identity', method: 'GET', path: `/v1/identity/${account0}`, ok: 200 },
  {
    name: 'price',
    method: 'POST',
    path: '/v1/fungible/price',
    body: () => ({ currency: 'usd', addresses: [`eip155:1:${seedToken('usdc').address}`] }),
    ok: 200,
  },
  {
    name: 'gas-price',
    method: 'GET',
    path: '/v1/convert/gas-price',
    params: { chainId: 'eip155:1' },
    ok: 200,
  },
  { name: 'supported-chains', method: 'GET', path: '/v1/supported-chains', ok: 200 },
  {
    name: 'RPC proxy',
    method: 'POST',
    path: '/v1/',
    params: { chainId: 'eip155:1' },
    body: () => ({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    ok: 200,
    rpc: true,
  },
  { name: 'getWallets', method: 'GET', path: '/getWallets', params: { entries: '1' }, ok: 200 },
  {
    name: 'wallet image',
    method: 'GET',
    path: '/getWalletImage/96ed2692cb33f344854276154020cc62baf0ff72fff58b2ea41665206840867f',
    ok: 200,
  },
  { name: 'asset image', method: 'GET', path: '/public/getAssetImage/eip155:1', ok: 200 },
  { name: 'currency image', method: 'GET', path: '/public/getCurrencyImage/USD', ok: 200 },
  { name: 'token image', method: 'GET', path: '/public/getTokenImage/USDC', ok: 200 },
  { name: 'analytics config', method: 'GET', path: '/getAnalyticsConfig', ok: 200 },
  {
    name: 'analytics events',
    method: 'POST',
    path: '/e',
    body: () => ({
      eventId: randomUUID(),
      url: `${allowedOrigin}/`,
      domain: '127.0.0.1:5173',
      timestamp: Date.now(),
      props: { type: 'track', event: 'GATE_TEST' },
    }),
    ok: 202,
  },
]

function call(route: Route, projectId: string, origin: string): Promise<Response> {
  return fetch(cloud.at(route.path, { ...route.params, projectId }), {
    method: route.method,
    headers: {
      origin,
      ...(route.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(route.body ? { body: JSON.stringify(route.body()) } : {}),
  })
}

/** The alert core shows for a refused call with this status and body (SPEC §8). */
function alertFor(status: number, body: unknown): string | undefined {
  const core = createAirlockCore({
    projectId: 'airlock-test',
    networks: [mainnet],
    storage: createMemoryStorage(),
  })
  showApiErrorAlert(core, new HttpRequestError({ status, body }))
  return core.state.alert.messageId
}

describe.each(routes)('$name', (route) => {
  test('refuses an unknown project id with 403', async () => {
    const response = await call(route, 'no-such-project', allowedOrigin)
    expect(response.status).toBe(403)
    // Readable by the dapp's page, so it can say why instead of a network error.
    expect(response.headers.get('access-control-allow-origin')).toBe(allowedOrigin)
    const body = await response.json()
    if (route.rpc) {
      expect(body).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: {
          code: -32001,
          message: 'Invalid App Configuration',
          data: { reason: 'unknown projectId no-such-project' },
        },
      })
    } else {
      expect(body).toEqual({
        error: 'Invalid App Configuration',
        reason: 'unknown projectId no-such-project',
      })
      // The client names the project id as the problem (SPEC-READINGS "Messages").
      expect(alertFor(response.status, body)).toBe('invalidProjectId')
    }
  })

  test('refuses a disallowed origin with 403', async () => {
    const response = await call(route, 'airlock-test', evilOrigin)
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBe(evilOrigin)
    const reason = `origin ${evilOrigin} is not allowed for project airlock-test`
    const body = await response.json()
    if (route.rpc) {
      expect(body).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32001, message: 'Invalid App Configuration', data: { reason } },
      })
    } else {
      expect(body).toEqual({ error: 'Invalid App Configuration', reason })
      // The client shows Invalid App Configuration: the origin is not on the allowlist.
      const alert = alertFor(response.status, body)
      expect(alert).toBe('originNotAllowed')
      expect(en[alert as 'originNotAllowed']).toMatch(/^Invalid App Configuration/)
    }
  })

  test('serves the allowed origin with CORS for exactly that origin', async () => {
    const response = await call(route, 'airlock-test', allowedOrigin)
    expect(response.status).toBe(route.ok)
    expect(response.headers.get('access-control-allow-origin')).toBe(allowedOrigin)
    expect(response.headers.get('vary')).toMatch(/origin/i)
    if (route.rpc) expect(await response.json()).toMatchObject({ result: expect.any(String) })
  })
})
