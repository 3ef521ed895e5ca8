import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { markIntent } from '../actions/markIntent'
import { openModal } from '../actions/openModal'
import { trackEvent } from '../actions/trackEvent'
import { createAirlockCore } from '../createAirlockCore'
import {
  type RecordedRequest,
  startTestServer,
  type TestResponse,
} from '../http/test/startTestServer'
import { mainnet } from '../networks/evm'
import type { AirlockOptions } from '../options/types'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import type { AnalyticsEnvironment } from './browserEnvironment'
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_INTERVAL_MS,
  ANALYTICS_MAX_ATTEMPTS,
  ANALYTICS_MAX_DROPPED_BATCHES,
  ANALYTICS_RETRY_DELAY_MS,
} from './constants'
import { watchAnalytics } from './watchAnalytics'

// Real HTTP (a local server playing the cloud's two routes); only setTimeout is faked, so the
// batching and retry intervals are stepped through exactly.
const servers: { close(): Promise<void> }[] = []
const stops: (() => void)[] = []
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(async () => {
  for (const stop of stops.splice(0)) stop()
  vi.useRealTimers()
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

// Real time passes (the sockets), fake time does not.
const settle = (ms = 60) =>
  new Promise<void>((resolve) => setImmediate(() => realDelay(ms, resolve)))
function realDelay(ms: number, resolve: () => void): void {
  const until = performance.now() + ms
  const spin = (): void => {
    if (performance.now() >= until) resolve()
    else setImmediate(spin)
  }
  spin()
}

/** Waits (in real time, up to 5 s) until `check` holds. */
async function until(check: () => boolean): Promise<void> {
  const started = performance.now()
  while (!check()) {
    if (performance.now() - started > 5_000) throw new Error('timed out waiting')
    await settle(10)
  }
  await settle()
}

type Page = AnalyticsEnvironment & {
  beacons: { url: string; body: unknown }[]
  hide(): void
  beaconAnswer: boolean
}

function fakePage(): Page {
  const listeners = new Set<() => void>()
  const page: Page = {
    beacons: [],
    beaconAnswer: true,
    page: () => ({ href: 'http://127.0.0.1:5173/shop?x=1', host: '127.0.0.1:5173' }),
    sendBeacon(url, body) {
      if (!page.beaconAnswer) return false
      page.beacons.push({ url, body: JSON.parse(body) })
      return true
    },
    onPageHide(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    hide: () => {
      for (const listener of listeners) listener()
    },
  }
  return page
}

type Cloud = {
  requests: RecordedRequest[]
  configs: () => RecordedRequest[]
  posts: () => RecordedRequest[]
  events: () => { props: { event: string } }[]
}

async function setup(
  options: {
    config?: TestResponse
    post?: (request: RecordedRequest) => TestResponse
    core?: Partial<AirlockOptions>
  } = {},
) {
  const server = await startTestServer((request) =>
    request.path === '/getAnalyticsConfig'
      ? (options.config ?? { body: { isAnalyticsEnabled: true } })
      : (options.post?.(request) ?? { status: 202, body: { status: 'accepted' } }),
  )
  servers.push(server)
  const core = createAirlockCore({
    projectId: 'p1',
    networks: [mainnet],
    storage: createMemoryStorage(),
    apiUrl: server.url,
    registryUrl: server.url,
    enableReconnect: false,
    ...options.core,
  })
  const page = fakePage()
  stops.push(watchAnalytics(core, page))
  const cloud: Cloud = {
    requests: server.requests,
    configs: () => server.requests.filter((r) => r.path === '/getAnalyticsConfig'),
    posts: () => server.requests.filter((r) => r.path === '/e'),
    events: () => cloud.posts().flatMap((r) => r.body as { props: { event: string } }[]),
  }
  return { core, page, cloud, serverUrl: server.url }
}

const names = (events: { props: { event: string } }[]) => events.map((e) => e.props.event)

describe('watchAnalytics', () => {
  test('nothing is fetched or sent before the first intent; then the config once and the queue in a batch', async () => {
    const { core, cloud } = await setup()
    trackEvent(core, { event: 'EARLY_ONE' })
    trackEvent(core, { event: 'EARLY_TWO', properties: { n: 2 } })
    await settle()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(cloud.requests).toEqual([])

    markIntent(core)
    await until(() => cloud.configs().length > 0)
    expect(cloud.configs()).toHaveLength(1)
    expect(cloud.configs()[0]?.query).toMatchObject({ projectId: 'p1', st: expect.any(String) })
    trackEvent(core, { event: 'LATER' })
    await settle()
    // An unfilled batch waits for the flush interval.
    expect(cloud.posts()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS)
    await settle()
    expect(cloud.posts()).toHaveLength(1)
    const [post] = cloud.posts()
    expect(post?.method).toBe('POST')
    expect(post?.query).toMatchObject({ projectId: 'p1' })
    expect(names(cloud.events())).toEqual(['EARLY_ONE', 'EARLY_TWO', 'LATER'])
    const [, second] = (post?.body ?? []) as Record<string, unknown>[]
    expect(second).toMatchObject({
      url: 'http://127.0.0.1:5173/shop?x=1',
      domain: '127.0.0.1:5173',
      timestamp: expect.any(Number),
      props: { type: 'track', event: 'EARLY_TWO', properties: { n: 2 } },
    })
    expect(String(second?.eventId)).toMatch(/^[0-9a-f]{32}$/)
    expect(core.state.events.pendingAnalytics).toEqual([])

    // More intent (hover again, open) reads no second config.
    openModal(core)
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS)
    await settle()
    expect(cloud.configs()).toHaveLength(1)
    expect(names(cloud.events()).at(-1)).toBe('MODAL_OPEN')
  })

  test('a full batch goes at once; 25 events are 10, 10 and 5', async () => {
    const { core, cloud } = await setup()
    markIntent(core)
    await until(() => cloud.configs().length > 0)
    for (let n = 0; n < 2 * ANALYTICS_BATCH_SIZE + 5; n += 1) trackEvent(core, { event: `E${n}` })
    await until(() => cloud.posts().length >= 2)
    expect(cloud.posts().map((r) => (r.body as unknown[]).length)).toEqual([10, 10])
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS)
    await settle()
    expect(cloud.posts().map((r) => (r.body as unknown[]).length)).toEqual([10, 10, 5])
    expect(names(cloud.events())).toEqual(Array.from({ length: 25 }, (_, n) => `E${n}`))
  })

  test('opening the modal is intent too (a dapp with its own button)', async () => {
    const { core, cloud } = await setup()
    openModal(core)
    await until(() => cloud.configs().length > 0)
    expect(core.state.events.intent).toBe(true)
    expect(cloud.configs()).toHaveLength(1)
  })

  test('features.analytics off: nothing is fetched or sent, ever', async () => {
    const { core, cloud, page } = await setup({ core: { features: { analytics: false } } })
    trackEvent(core, { event: 'E' })
    markIntent(core)
    openModal(core)
    await settle()
    await vi.advanceTimersByTimeAsync(60_000)
    page.hide()
    await settle()
    expect(cloud.requests).toEqual([])
    expect(page.beacons).toEqual([])
    expect(core.state.events.pendingAnalytics).toEqual([])
  })

  test('a project with analytics off: the config is read, nothing is sent, the queue is emptied', async () => {
    const { core, cloud, page } = await setup({ config: { body: { isAnalyticsEnabled: false } } })
    trackEvent(core, { event: 'E' })
    markIntent(core)
    await until(() => cloud.configs().length > 0)
    trackEvent(core, { event: 'F' })
    await vi.advanceTimersByTimeAsync(60_000)
    page.hide()
    await settle()
    expect(cloud.configs()).toHaveLength(1)
    expect(cloud.posts()).toEqual([])
    expect(page.beacons).toEqual([])
  })

  test.each<[string, TestResponse]>([
    ['not JSON', { raw: '<html>oops</html>', contentType: 'text/html' }],
    ['a 500', { status: 500, body: { error: 'Internal Server Error' } }],
    ['a 503 with no body', { status: 503 }],
    ['the wrong shape', { body: { isAnalyticsEnabled: 'yes' } }],
  ])('a config answered with %s: asked once, nothing sent, nothing breaks', async (_, config) => {
    const { core, cloud, page } = await setup({ config })
    trackEvent(core, { event: 'E' })
    markIntent(core)
    await until(() => cloud.configs().length > 0)
    await vi.advanceTimersByTimeAsync(60_000)
    page.hide()
    await settle()
    expect(cloud.configs()).toHaveLength(1)
    expect(cloud.posts()).toEqual([])
    expect(page.beacons).toEqual([])
    expect(core.state.alert.open).toBe(false)
    // The instance works on.
    openModal(core)
    expect(core.state.modal.open).toBe(true)
  })

  test('a 403 config says Invalid App Configuration and sends nothing', async () => {
    const { core, cloud } = await setup({ config: { status: 403, body: { error: 'x' } } })
    markIntent(core)
    await until(() => core.state.alert.open)
    expect(core.state.alert).toMatchObject({ open: true, messageId: 'invalidAppConfiguration' })
    expect(cloud.posts()).toEqual([])
  })

  test('a failing POST /e is tried 3 times with backoff, and after 3 dropped batches the page stops', async () => {
    const { core, cloud } = await setup({ post: () => ({ status: 500 }) })
    markIntent(core)
    await until(() => cloud.configs().length > 0)
    const attempts = async () => {
      await settle()
      return cloud.posts().length
    }
    const step = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms)
      return attempts()
    }
    expect([ANALYTICS_MAX_ATTEMPTS, ANALYTICS_MAX_DROPPED_BATCHES]).toEqual([3, 3])
    // Batch 1: one event, sent after the flush interval, retried 2 s and then 4 s later.
    trackEvent(core, { event: 'B1' })
    expect(await step(ANALYTICS_FLUSH_INTERVAL_MS)).toBe(1)
    // A full batch of new events does not hurry a failing batch's retry.
    for (let n = 0; n < ANALYTICS_BATCH_SIZE; n += 1) trackEvent(core, { event: 'B2' })
    expect(await step(ANALYTICS_RETRY_DELAY_MS - 1)).toBe(1)
    expect(await step(1)).toBe(2)
    expect(await step(2 * ANALYTICS_RETRY_DELAY_MS - 1)).toBe(2)
    // The third try fails: batch 1 is dropped and batch 2 (full) goes at once, failing the same way.
    expect(await step(1)).toBe(4)
    expect(await step(ANALYTICS_RETRY_DELAY_MS)).toBe(5)
    expect(await step(2 * ANALYTICS_RETRY_DELAY_MS)).toBe(6)
    expect(await step(60_000)).toBe(6)
    // Batch 3: the third dropped in a row; then the page sends nothing more.
    trackEvent(core, { event: 'B3' })
    expect(await step(ANALYTICS_FLUSH_INTERVAL_MS)).toBe(7)
    expect(await step(ANALYTICS_RETRY_DELAY_MS)).toBe(8)
    expect(await step(2 * ANALYTICS_RETRY_DELAY_MS)).toBe(9)
    expect(
      names(
        cloud
          .posts()
          .map(
            (r) => (r.body as { props: { event: string } }[])[0] as { props: { event: string } },
          ),
      ),
    ).toEqual(['B1', 'B1', 'B1', 'B2', 'B2', 'B2', 'B3', 'B3', 'B3'])
    expect(cloud.posts()).toHaveLength(ANALYTICS_MAX_ATTEMPTS * ANALYTICS_MAX_DROPPED_BATCHES)
    for (let n = 0; n < 30; n += 1) trackEvent(core, { event: 'AFTER' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await attempts()).toBe(ANALYTICS_MAX_ATTEMPTS * ANALYTICS_MAX_DROPPED_BATCHES)
    expect(core.state.events.pendingAnalytics.length).toBeLessThanOrEqual(100)
  })

  test('a refused batch (400) is dropped at once, not retried; the next one goes', async () => {
    let answer: TestResponse = { status: 400, body: { error: 'Invalid analytics event' } }
    const { core, cloud } = await setup({ post: () => answer })
    markIntent(core)
    await until(() => cloud.configs().length > 0)
    trackEvent(core, { event: 'BAD' })
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS)
    await settle()
    await vi.advanceTimersByTimeAsync(60_000)
    await settle()
    expect(cloud.posts()).toHaveLength(1)
    answer = { status: 202 }
    trackEvent(core, { event: 'GOOD' })
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS)
    await settle()
    expect(names(cloud.events())).toEqual(['BAD', 'GOOD'])
  })

  test('page hide sends what is left by beacon to POST /e; a refused beacon keeps the events', async () => {
    const { core, cloud, page, serverUrl } = await setup()
    markIntent(core)
    await until(() => cloud.configs().length > 0)
    trackEvent(core, { event: 'ONE' })
    trackEvent(core, { event: 'TWO' })
    page.beaconAnswer = false
    page.hide()
    expect(page.beacons).toEqual([])
    page.beaconAnswer = true
    page.hide()
    expect(page.beacons).toHaveLength(1)
    const [beacon] = page.beacons
    const url = new URL(beacon?.url ?? '')
    expect(`${url.origin}${url.pathname}`).toBe(`${serverUrl}/e`)
    expect(url.searchParams.get('projectId')).toBe('p1')
    expect(names(beacon?.body as { props: { event: string } }[])).toEqual(['ONE', 'TWO'])
    // Sent once: nothing left for the timer.
    await vi.advanceTimersByTimeAsync(60_000)
    await settle()
    expect(cloud.posts()).toEqual([])
    page.hide()
    expect(page.beacons).toHaveLength(1)
  })

  test('before the config answers, page hide sends nothing (the project may have analytics off)', async () => {
    const { core, page, cloud } = await setup({ config: 'hang' })
    trackEvent(core, { event: 'E' })
    markIntent(core)
    await until(() => cloud.configs().length > 0)
    page.hide()
    expect(page.beacons).toEqual([])
  })

  test('outside a browser the core never starts analytics on its own', async () => {
    const server = await startTestServer()
    servers.push(server)
    const core = createAirlockCore({
      projectId: 'p1',
      networks: [mainnet],
      storage: createMemoryStorage(),
      apiUrl: server.url,
      registryUrl: server.url,
    })
    trackEvent(core, { event: 'E' })
    markIntent(core)
    await settle()
    expect(server.requests).toEqual([])
  })
})
