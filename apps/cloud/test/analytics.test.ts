import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { canReadAnalytics } from '../src/analytics/canReadAnalytics'
import { maxEventsPerBatch } from '../src/analytics/validateEvents'
import type { CloudLimits } from '../src/limits/types'
import { raisedTestLimits, startTestCloud, type TestCloud } from './startTestCloud'
import { sendHttp } from './support/sendHttp'

// Issue 23: analytics per project, POST /e in batches (each limit and refusal), and the operator's
// page of counts per event that a public project id does not open.

const origin = 'http://127.0.0.1:5173'
const shopOrigin = 'https://shop.example'
const token = 'operator-token-0123456789'
// Small per-IP and per-project budgets for the two projects the limit tests use; raised elsewhere.
const limits: CloudLimits = {
  ...raisedTestLimits,
  apiPerIp: { perSecond: 0.2, burst: 6 },
  apiPerProject: { perSecond: 0.1, burst: 40 },
}

let cloud: TestCloud
let guarded: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud({
    chains: [],
    limits,
    env: {
      AIRLOCK_PROJECTS: `shop=${shopOrigin};quiet=${origin};p-ip=${origin};p-project=${origin}`,
      AIRLOCK_ANALYTICS_OFF: 'quiet',
    },
  })
  guarded = await startTestCloud({ chains: [], env: { AIRLOCK_ANALYTICS_TOKEN: token } })
})
afterAll(async () => {
  await cloud?.dispose()
  await guarded?.dispose()
})

let client = 0
/** A new loopback source address for each call, so the per-IP budget is not what is tested. */
const nextAddress = () => {
  client += 1
  return `127.0.${20 + Math.floor(client / 250)}.${(client % 250) + 1}`
}

function event(name: string, overrides: Record<string, unknown> = {}) {
  return {
    eventId: randomUUID(),
    url: `${origin}/`,
    domain: '127.0.0.1:5173',
    timestamp: Date.now(),
    props: { type: 'track', event: name, properties: { connected: false } },
    ...overrides,
  }
}

const path = (projectId: string, route = '/e') => `${route}?projectId=${projectId}&st=test&sv=1`

function post(
  body: unknown,
  options: { projectId?: string; origin?: string | null; from?: string; type?: string } = {},
) {
  const headers: Record<string, string> = { 'content-type': options.type ?? 'application/json' }
  if (options.origin !== null) headers.origin = options.origin ?? origin
  return sendHttp(cloud.url, path(options.projectId ?? 'airlock-test'), {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers,
    from: options.from ?? nextAddress(),
  })
}

async function stored(eventIds: string[]): Promise<string[]> {
  const { rows } = await cloud.store.query<{ event_id: string }>(
    'select event_id from analytics_events where event_id = any($1) order by seq',
    [eventIds],
  )
  return rows.map((row) => row.event_id)
}

describe('GET /getAnalyticsConfig', () => {
  test('answers per project: on by default, off for a project in AIRLOCK_ANALYTICS_OFF', async () => {
    for (const [projectId, enabled] of [
      ['airlock-test', true],
      ['airlock-demo', true],
      ['quiet', false],
    ] as const) {
      const answer = await sendHttp(cloud.url, path(projectId, '/getAnalyticsConfig'), {
        headers: { origin },
        from: nextAddress(),
      })
      expect(answer.status).toBe(200)
      expect(answer.json).toEqual({ isAnalyticsEnabled: enabled })
      expect(answer.headers['access-control-allow-origin']).toBe(origin)
    }
  })
})

describe('POST /e', () => {
  test('a batch is stored in order; a beacon (text/plain) is accepted; a resent batch is stored once', async () => {
    const batch = ['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS'].map((name) => event(name))
    const answer = await post(batch)
    expect(answer.status).toBe(202)
    expect(answer.json).toEqual({ status: 'accepted', received: 3, stored: 3 })
    const ids = batch.map((e) => e.eventId)
    expect(await stored(ids)).toEqual(ids)

    const again = await post(batch, { type: 'text/plain;charset=UTF-8' })
    expect(again.status).toBe(202)
    expect(again.json).toEqual({ status: 'accepted', received: 3, stored: 0 })
    expect(await stored(ids)).toEqual(ids)
  })

  test(`takes ${maxEventsPerBatch} events a request; ${maxEventsPerBatch + 1} is 413 and stores nothing`, async () => {
    expect(maxEventsPerBatch).toBe(50)
    const most = Array.from({ length: 50 }, (_, n) => event(`E${n}`))
    expect((await post(most)).status).toBe(202)
    expect(await stored(most.map((e) => e.eventId))).toHaveLength(50)
    const over = Array.from({ length: 51 }, (_, n) => event(`E${n}`))
    const answer = await post(over)
    expect(answer.status).toBe(413)
    expect(answer.json).toMatchObject({
      error: 'Payload Too Large',
      reason: '51 events, at most 50 a request',
    })
    expect(await stored(over.map((e) => e.eventId))).toEqual([])
  })

  test('an invalid event in a batch is 400 naming its index and field, and nothing of it is stored', async () => {
    const batch = [event('A'), event('B'), event('C', { url: 'javascript:alert(1)' })]
    const answer = await post(batch)
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ error: 'Invalid analytics event', index: 2, field: 'url' })
    expect(await stored(batch.map((e) => e.eventId))).toEqual([])
    const empty = await post([])
    expect(empty.status).toBe(400)
    expect(empty.json).toMatchObject({ error: 'Invalid analytics event', field: 'body' })
  })

  test('a body over 100 KB is 413 before it is read as events', async () => {
    const big = Array.from({ length: 10 }, () =>
      event('BIG', { props: { pad: 'x'.repeat(12_000) } }),
    )
    const answer = await post(big)
    expect(answer.status).toBe(413)
    expect(answer.json).toMatchObject({ error: 'Payload Too Large' })
    expect(await stored(big.map((e) => e.eventId))).toEqual([])
  })

  test.each([
    ['without an Origin header', { origin: null }, 'Invalid App Configuration'],
    [
      'from an origin the project does not allow',
      { origin: 'https://evil.example' },
      'Invalid App Configuration',
    ],
    ['from another project origin', { origin: shopOrigin }, 'Invalid App Configuration'],
    ['for an unknown project', { projectId: 'no-such-project' }, 'Invalid App Configuration'],
    ['for a project with analytics off', { projectId: 'quiet' }, 'Analytics Disabled'],
  ] as const)('is 403 %s, storing nothing', async (_, options, error) => {
    const sent = event('REFUSED')
    const answer = await post([sent], options)
    expect(answer.status).toBe(403)
    expect(answer.json).toMatchObject({ error })
    expect(await stored([sent.eventId])).toEqual([])
  })

  test('per IP address: the burst passes, then 429 with Retry-After; another address is served', async () => {
    const from = '127.0.9.1'
    const statuses: number[] = []
    for (let i = 0; i < limits.apiPerIp.burst; i++)
      statuses.push((await post([event('IP')], { projectId: 'p-ip', from })).status)
    expect(statuses).toEqual(Array(limits.apiPerIp.burst).fill(202))
    const sent = event('IP_OVER')
    const refused = await post([sent], { projectId: 'p-ip', from })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(refused.json).toMatchObject({ error: 'Too Many Requests' })
    expect(await stored([sent.eventId])).toEqual([])
    expect((await post([event('IP')], { projectId: 'p-ip', from: '127.0.9.2' })).status).toBe(202)
  })

  test('per project: many addresses together are held to the project budget', async () => {
    const statuses: number[] = []
    for (let i = 0; i < limits.apiPerProject.burst; i++)
      statuses.push(
        (await post([event('P')], { projectId: 'p-project', from: `127.0.10.${i + 1}` })).status,
      )
    expect(statuses).toEqual(Array(limits.apiPerProject.burst).fill(202))
    const refused = await post([event('P')], { projectId: 'p-project', from: '127.0.10.200' })
    expect(refused.status).toBe(429)
    expect(refused.json).toMatchObject({ reason: expect.stringContaining('for this project') })
    expect((await post([event('P')], { projectId: 'airlock-test' })).status).toBe(202)
  })
})

describe('the analytics page', () => {
  test('counts per event for each project; escapes what it shows; ?projectId= narrows it', async () => {
    await post([event('COUNT_ME'), event('COUNT_ME'), event('<b>bold</b>')])
    await post([event('DEMO_ONLY')], { projectId: 'airlock-demo' })
    const page = await sendHttp(cloud.url, '/analytics', { from: nextAddress() })
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.headers['content-security-policy']).toContain("default-src 'none'")
    expect(page.headers['access-control-allow-origin']).toBeUndefined()
    expect(page.text).toContain('<th scope="row">COUNT_ME</th><td>2</td>')
    expect(page.text).toContain('&#60;b&#62;bold&#60;/b&#62;')
    expect(page.text).not.toContain('<b>bold</b>')
    expect(page.text).toContain('Airlock demo (airlock-demo)')
    const narrowed = await sendHttp(cloud.url, '/analytics?projectId=airlock-demo', {
      from: nextAddress(),
    })
    expect(narrowed.text).toContain('DEMO_ONLY')
    expect(narrowed.text).not.toContain('COUNT_ME')
  })

  test("lists one project's events in the order received", async () => {
    const batch = [event('FIRST'), event('SECOND'), event('THIRD')]
    await post(batch)
    const answer = await sendHttp(cloud.url, '/analytics/events?projectId=airlock-test', {
      from: nextAddress(),
    })
    expect(answer.status).toBe(200)
    const { events } = answer.json as { events: { eventId: string; event: string; seq: number }[] }
    const ours = events.filter((e) => batch.some((b) => b.eventId === e.eventId))
    expect(ours.map((e) => e.event)).toEqual(['FIRST', 'SECOND', 'THIRD'])
    const last = events.at(-1)?.seq ?? 0
    const after = await sendHttp(
      cloud.url,
      `/analytics/events?projectId=airlock-test&after=${last}`,
      {
        from: nextAddress(),
      },
    )
    expect(after.json).toEqual({ events: [] })
    for (const bad of ['', '?projectId=', '?projectId=x%20y', '?projectId=airlock-test&after=-1'])
      expect(
        (await sendHttp(cloud.url, `/analytics/events${bad}`, { from: nextAddress() })).status,
      ).toBe(400)
  })

  test('without a token (development) it answers only on a loopback host name, never through a proxy', async () => {
    for (const headers of [
      { host: 'cloud.example' },
      { host: 'attacker.example:8787' },
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
    ]) {
      for (const route of ['/analytics', '/analytics/events?projectId=airlock-test']) {
        const answer = await sendHttp(cloud.url, route, { headers, from: nextAddress() })
        expect(answer.status).toBe(403)
        expect(answer.text).not.toContain('COUNT_ME')
      }
    }
    // A public project id and an allowed origin are not enough either.
    const withProject = await sendHttp(cloud.url, '/analytics?projectId=airlock-test&st=t&sv=1', {
      headers: { host: 'cloud.example', origin },
      from: nextAddress(),
    })
    expect(withProject.status).toBe(403)
  })

  test('with AIRLOCK_ANALYTICS_TOKEN: only the token opens it (Bearer, or Basic as a browser asks)', async () => {
    const open = (headers: Record<string, string>) =>
      sendHttp(guarded.url, '/analytics', { headers, from: nextAddress() })
    const none = await open({})
    expect(none.status).toBe(401)
    expect(none.headers['www-authenticate']).toMatch(/^Basic realm="Airlock analytics"/)
    expect((await open({ authorization: 'Bearer wrong-token-0123456789' })).status).toBe(401)
    expect((await open({ authorization: `Bearer ${token}x` })).status).toBe(401)
    expect((await open({ authorization: `Bearer ${token}` })).status).toBe(200)
    const basic = Buffer.from(`operator:${token}`).toString('base64')
    expect((await open({ authorization: `Basic ${basic}` })).status).toBe(200)
    // A loopback host is no way around the token.
    expect((await open({ host: '127.0.0.1' })).status).toBe(401)
    const events = await sendHttp(guarded.url, '/analytics/events?projectId=airlock-test', {
      from: nextAddress(),
    })
    expect(events.status).toBe(401)
  })

  test('in production without a token the page is off', () => {
    expect(canReadAnalytics({ production: true }, { host: '127.0.0.1:8787' })).toBe(404)
    expect(canReadAnalytics({ production: false }, { host: '127.0.0.1:8787' })).toBe('ok')
    expect(canReadAnalytics({ production: false }, { host: 'localhost' })).toBe('ok')
    expect(
      canReadAnalytics(
        { production: true, analyticsToken: token },
        { authorization: `Bearer ${token}` },
      ),
    ).toBe('ok')
  })
})
