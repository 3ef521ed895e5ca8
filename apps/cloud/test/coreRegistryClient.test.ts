import { randomUUID } from 'node:crypto'
import {
  createHttpClient,
  getAnalyticsConfig,
  getAssetImageUrl,
  getCurrencyImageUrl,
  getTokenImageUrl,
  getWalletImageUrl,
  getWallets,
  HttpRequestError,
  InvalidAppConfigurationError,
  sendAnalyticsEvent,
} from '@airlock/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestCloud, type TestCloud } from './startTestCloud'

// core's registry and analytics clients against this server, so the two cannot drift apart.
let cloud: TestCloud
const client = (projectId = 'airlock-test', origin?: string) =>
  createHttpClient({
    baseUrl: cloud.url,
    projectId,
    sdkType: 'airlock',
    sdkVersion: 'test-0.0.0',
    // A browser sends the page's Origin by itself; from Node the test adds it.
    ...(origin
      ? {
          fetch: (input: RequestInfo | URL, init?: RequestInit) =>
            fetch(input, { ...init, headers: { ...(init?.headers as object), origin } }),
        }
      : {}),
  })
/** The seeded airlock-test project allows the demo's origin; `POST /e` needs an allowed one. */
const PAGE_ORIGIN = 'http://127.0.0.1:5173'

beforeAll(async () => {
  cloud = await startTestCloud({ chains: [] })
})
afterAll(async () => {
  await cloud?.dispose()
})

describe("core's registry client", () => {
  it('pages, searches and filters with getWallets', async () => {
    const first = await getWallets(client(), { page: 1, entries: 40 })
    expect(first.data).toHaveLength(40)
    expect(first.count).toBeGreaterThanOrEqual(300)
    const second = await getWallets(client(), { page: 2, entries: 40 })
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id)

    const found = await getWallets(client(), { search: 'airlock test', entries: 100 })
    expect(found.data.map((w) => w.rdns)).toContain('dev.airlock.testwallet')

    const picked = first.data.slice(3, 6).map((w) => w.id)
    const included = await getWallets(client(), { include: picked })
    expect(included.data.map((w) => w.id).sort()).toEqual([...picked].sort())
    const excluded = await getWallets(client(), { exclude: picked, entries: 40 })
    expect(excluded.count).toBe(first.count - 3)

    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const onSolana = await getWallets(client(), { chains: [solana], badge_type: 'certified' })
    expect(onSolana.count).toBeGreaterThan(0)
    expect(onSolana.data.every((w) => w.chains?.includes(solana))).toBe(true)
  })

  it('reads the analytics config, and maps a 403 to Invalid App Configuration', async () => {
    expect(await getAnalyticsConfig(client())).toEqual({ isAnalyticsEnabled: true })
    const error = await getAnalyticsConfig(client('not-a-project')).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidAppConfigurationError)
    expect((error as Error).message).toContain('Invalid App Configuration')
  })

  it('builds image URLs the server answers', async () => {
    const { data } = await getWallets(client(), { entries: 1 })
    const urls = [
      getWalletImageUrl(client(), data[0]?.image_id ?? ''),
      getAssetImageUrl(client(), 'eip155:8453'),
      getCurrencyImageUrl(client(), 'USD'),
      getTokenImageUrl(client(), 'ETH'),
    ]
    for (const url of urls) {
      const res = await fetch(url)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    }
  })

  it('sends an analytics event the server stores (with an allowed Origin), and surfaces a 400 and a 403 as HTTP errors', async () => {
    const eventId = randomUUID()
    await sendAnalyticsEvent(client('airlock-test', PAGE_ORIGIN), {
      eventId,
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: Date.now(),
      props: { type: 'track', event: 'MODAL_OPEN' },
    })
    const { rows } = await cloud.store.query<{ sdk_type: string }>(
      'select sdk_type from analytics_events where event_id = $1',
      [eventId],
    )
    expect(rows).toEqual([{ sdk_type: 'airlock' }])

    const error = await sendAnalyticsEvent(client('airlock-test', PAGE_ORIGIN), {
      eventId: 'x',
      url: 'nope',
      domain: '',
      timestamp: 0,
      props: {},
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as Error).message).toContain('HTTP status code: 400')

    // No Origin (a script outside any page): refused.
    const bare = await sendAnalyticsEvent(client(), {
      eventId: randomUUID(),
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: Date.now(),
      props: { type: 'track', event: 'MODAL_OPEN' },
    }).catch((e: unknown) => e)
    expect((bare as Error).message).toContain('HTTP status code: 403')
  })
})
