import type { Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCallApi } from '../src/frame/createCallApi'
import { createDeviceKey } from '../src/frame/deviceKey'
import {
  type FrameHarness,
  frameReady,
  frameRequest,
  received,
  startFrameHarness,
} from './frameHarness'
import { signInByEmail } from './signInByEmail'
import { codeOf, postJson } from './startTestSite'

// What a script on the dapp page can take (every message the frame sends, the page's storage,
// SESSION_UPDATE's token), and what a network observer can take (the frame's signed requests),
// replayed from Node against the real site.
let harness: FrameHarness
beforeAll(async () => {
  harness = await startFrameHarness()
})
afterAll(async () => {
  await harness?.close()
})

type Captured = { url: string; headers: Record<string, string>; body: string }

async function signedInPage(): Promise<{ page: Page; token: string; captured: Captured[] }> {
  const page = await harness.browser.newPage()
  const captured: Captured[] = []
  const pending: Promise<void>[] = []
  page.on('request', (request: Request) => {
    if (!request.url().startsWith(`${harness.site.url}/api/`)) return
    pending.push(
      request.allHeaders().then((headers) => {
        captured.push({ url: request.url(), headers, body: request.postData() ?? '' })
      }),
    )
  })
  await page.goto(harness.dappUrl())
  await frameReady(page, harness.site.url)
  const email = `replay-${Date.now()}@example.com`
  await frameRequest(page, 'CONNECT_EMAIL', { email })
  await frameRequest(page, 'CONNECT_OTP', { otp: codeOf(await harness.site.latestMail(email)) })
  expect((await frameRequest(page, 'GET_USER', { chainId: 1 })).type).toBe(
    '@w3m-frame/GET_USER_SUCCESS',
  )
  await Promise.all(pending)
  const update = (await received(page)).find((m) => m.type === '@w3m-frame/SESSION_UPDATE')
  const token = String((update?.payload as { token?: string } | undefined)?.token)
  return { page, token, captured }
}

describe('replay from Node of everything the page or the network saw', () => {
  it("a page script's loot (messages, storage, the token) signs nothing and reads nothing private", async () => {
    const { page, token } = await signedInPage()
    const loot = JSON.stringify({
      messages: await received(page),
      storage: await page.evaluate(() => ({ ...localStorage })),
      cookies: await page.context().cookies(),
    })
    expect(loot).toContain(token)
    const site = harness.site
    const attacker = { device: createDeviceKey(), projectId: 'harness' }
    // Without any signature: refused before any route.
    const unsigned = await postJson(
      `${site.url}/api/user`,
      { origin: site.url, 'content-type': 'application/json', authorization: `Bearer ${token}` },
      '{}',
    )
    expect(unsigned.status).toBe(401)
    // Signed by a key of the attacker's own: the token names a session bound to another key.
    const tries = {
      session: await site.api('session', {}, token, attacker),
      user: await site.api('user', { chainId: 1 }, token, attacker),
      accounts: await site.api('rpc', { method: 'eth_accounts' }, token, attacker),
      sign: await site.api(
        'rpc',
        { method: 'personal_sign', params: ['0x6869', '0x0'], confirmed: true },
        token,
        attacker,
      ),
      prepare: await site.api(
        'rpc/prepare',
        { method: 'personal_sign', params: ['0x6869', '0x0'] },
        token,
        attacker,
      ),
      updateEmail: await site.api('email/update', { email: 'thief@example.com' }, token, attacker),
      signOut: await site.api('sign-out', {}, token, attacker),
    }
    expect(tries.session.json).toEqual({ isConnected: false })
    for (const name of ['user', 'accounts', 'sign', 'prepare', 'updateEmail'] as const)
      expect(tries[name], name).toEqual({ status: 401, json: { error: 'Not signed in' } })
    // Nothing was mailed, and the visitor is still signed in (the sign-out did nothing).
    expect(await site.mail.messages('thief@example.com')).toEqual([])
    expect((await frameRequest(page, 'IS_CONNECTED', {})).payload).toEqual({ isConnected: true })
    await page.close()
  })

  it("the frame's own signed requests, replayed byte for byte, are refused (nonce used, body bound, timestamp fresh)", async () => {
    const { page, captured } = await signedInPage()
    const site = harness.site
    const replay = (request: Captured, body = request.body) => {
      const { 'content-length': _, ...headers } = request.headers
      return postJson(request.url, headers, body)
    }
    const login = captured.find((r) => r.url.endsWith('/api/email/otp'))
    const user = captured.find((r) => r.url.endsWith('/api/user'))
    if (!login || !user) throw new Error(`not captured: ${captured.map((r) => r.url)}`)
    expect(user.headers.authorization).toMatch(/^Bearer /)
    expect(user.headers['x-airlock-signature']).toMatch(/^[A-Za-z0-9_-]{86}$/)
    for (const request of [login, user])
      expect(JSON.parse((await replay(request)).text)).toEqual({ error: 'Request already used' })
    // Another body under the same signature (another chain, another code): the signature fails.
    const changed = await replay(user, user.body.replace('"chainId":1', '"chainId":8453'))
    expect(changed.status).toBe(401)
    expect(JSON.parse(changed.text)).toEqual({ error: 'Invalid request signature' })
    // Later than 60 s, a captured request is stale before its nonce is even looked at.
    site.advance(61_000)
    expect(JSON.parse((await replay(user)).text)).toEqual({
      error: 'Request expired, check the device clock',
    })
    site.advance(-61_000)
    await page.close()
  })
})

describe('clocks', () => {
  it('a frame whose clock is 10 minutes off learns the server time from the refusal and signs again once', async () => {
    const site = harness.site
    const seen: number[] = []
    const callApi = createCallApi({
      fetcher: async (url, init) => {
        const response = await fetch(`${site.url}${String(url)}`, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), origin: site.url },
        })
        seen.push(response.status)
        return response
      },
      projectId: 'harness',
      deviceKey: createDeviceKey(),
      now: () => Date.now() - 10 * 60_000,
    })
    expect(await callApi('session', {})).toEqual({ isConnected: false })
    expect(seen).toEqual([401, 200])
    // The difference is kept: the next call is fresh at once.
    expect(await callApi('session', {})).toEqual({ isConnected: false })
    expect(seen).toEqual([401, 200, 200])
  })
})

describe('projects', () => {
  it('refuses a token from another project, even signed by the same device key', async () => {
    const site = harness.site
    // From Node: one device key, signed in for airlock-demo, asking as airlock-test.
    const { token } = await signInByEmail(site, `project-${Date.now()}@example.com`, 1)
    expect((await site.api('session', {}, token)).json).toEqual({ isConnected: true })
    const other = { projectId: 'airlock-test' }
    expect((await site.api('session', {}, token, other)).json).toEqual({ isConnected: false })
    expect(await site.api('user', {}, token, other)).toEqual({
      status: 401,
      json: { error: 'Not signed in' },
    })
    // A project named in the body must be the signed one.
    expect(
      (
        await site.api('farcaster/start', { projectId: 'airlock-demo' }, undefined, {
          projectId: 'airlock-test',
        })
      ).status,
    ).toBe(403)

    // In Chromium: two projects' frames on one dapp share the secure site's storage, so they hold
    // the same device key; the token of one is still refused by the other.
    const { page, token: harnessToken } = await signedInPage()
    await page.goto(harness.dappUrl('harness-b'))
    await frameReady(page, site.url)
    expect((await frameRequest(page, 'IS_CONNECTED', { token: harnessToken })).payload).toEqual({
      isConnected: false,
    })
    expect(await frameRequest(page, 'GET_USER', { chainId: 1 })).toMatchObject({
      type: '@w3m-frame/GET_USER_ERROR',
      payload: { message: 'Not signed in' },
    })
    // Project B's frame did not clear project A's session on the way.
    await page.goto(harness.dappUrl())
    await frameReady(page, site.url)
    expect((await frameRequest(page, 'IS_CONNECTED', {})).payload).toEqual({ isConnected: true })
    await page.close()
  })
})
