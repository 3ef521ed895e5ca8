import { CHROMIUM_LAUNCH_OPTIONS } from '@airlock/testing/playwright'
import { type Browser, chromium } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sha256Base64url } from '../src/crypto/sha256Base64url'
import { farcasterMessage } from '../src/farcaster/farcasterMessage'
import { createDeviceKey } from '../src/frame/deviceKey'
import { loginAtProvider, startSocialFlow } from './socialFlow'
import { startTestSite, type TestSite } from './startTestSite'

let site: TestSite
beforeAll(async () => {
  site = await startTestSite()
})
afterAll(async () => {
  await site?.close()
})

const dapp = 'http://127.0.0.1:5173' // an origin of the airlock-demo project

/** What the frame sends for CONNECT_SOCIAL{uri}: the code and state of the callback, its verifier. */
const connect = (
  callback: string,
  verifier: string,
  options: Parameters<TestSite['api']>[3] = {},
) => {
  const url = new URL(callback)
  return site.api(
    'social/connect',
    {
      state: url.searchParams.get('state'),
      code: url.searchParams.get('code'),
      verifier,
      chainId: 1,
    },
    undefined,
    options,
  )
}

describe.each(['google', 'github'] as const)(
  'social login with %s through the local OpenID provider',
  (provider) => {
    it('the frame makes state and PKCE, the provider asks for consent, and only the frame that started it gets the session', async () => {
      const flow = await startSocialFlow(site, { provider })
      expect(flow.status).toBe(200)
      const uri = new URL(flow.uri)
      expect(uri.origin).toBe(site.oidcUrl)
      expect(uri.searchParams.get('client_id')).toBe(provider)
      expect(uri.searchParams.get('state')).toBe(flow.state)
      expect(uri.searchParams.get('code_challenge')).toBe(await sha256Base64url(flow.verifier))
      expect(uri.searchParams.get('code_challenge_method')).toBe('S256')
      expect(uri.searchParams.get('redirect_uri')).toBe(`${site.url}/social/callback`)
      // The server never saw the verifier.
      const { rows } = await site.store.query<{ data: unknown }>(
        'select data from secure_flows where id = $1',
        [flow.state],
      )
      expect(JSON.stringify(rows)).not.toContain(flow.verifier)

      const callback = await loginAtProvider(site, flow.uri, `ada-${provider}`)
      expect(new URL(callback).searchParams.get('state')).toBe(flow.state)
      // The callback page exchanges nothing: it hands the URL back to the dapp.
      const page = await (await fetch(callback)).text()
      expect(page).toContain('Almost done')
      expect(page).toContain(`data-origin="${dapp}"`)
      expect(page).toContain('<script src="/social/return.js"></script>')

      // Another device key, even with the code, state and verifier, gets nothing (and spoils nothing).
      const stranger = await connect(callback, flow.verifier, { device: createDeviceKey() })
      expect(stranger).toEqual({
        status: 400,
        json: { error: 'This login is no longer valid, start again' },
      })
      const done = await connect(callback, flow.verifier)
      expect(done.status).toBe(200)
      expect(done.json.user).toMatchObject({ userName: `ada-${provider}`, email: null, chainId: 1 })
      expect((await site.api('session', {}, String(done.json.token))).json.isConnected).toBe(true)
      // Once only.
      expect((await connect(callback, flow.verifier)).status).toBe(400)
    })
  },
)

it('refuses a wrong verifier (the flow is spent), and the polling route of before is gone', async () => {
  const flow = await startSocialFlow(site)
  const callback = await loginAtProvider(site, flow.uri, 'wrong-verifier')
  // Another last character, always (a fixed 'A' left the verifier as it was once in 64 runs).
  const last = flow.verifier.endsWith('A') ? 'B' : 'A'
  const wrong = await connect(callback, `${flow.verifier.slice(0, -1)}${last}`)
  expect(wrong.status).toBe(400)
  expect((await connect(callback, flow.verifier)).status).toBe(400)
  const wait = await site.api('social/wait', { state: flow.state, secret: 'x', chainId: 1 })
  expect(wait.status).toBe(404)
})

it('gives google and github logins with one login name two different wallets', async () => {
  const addresses: unknown[] = []
  for (const provider of ['google', 'github']) {
    const flow = await startSocialFlow(site, { provider })
    const done = await connect(await loginAtProvider(site, flow.uri, 'same-name'), flow.verifier)
    addresses.push((done.json.user as { address: string }).address)
  }
  expect(addresses[0]).not.toBe(addresses[1])
})

it('rejects a callback with a state it never issued', async () => {
  const response = await fetch(`${site.url}/social/callback?code=x&state=forged`)
  expect(response.status).toBe(400)
  expect(await response.text()).not.toContain('<script')
})

it('hands a cancelled consent back too, so the page stops waiting', async () => {
  const flow = await startSocialFlow(site)
  const callback = await loginAtProvider(site, flow.uri, 'says-no', { deny: true })
  expect(new URL(callback).searchParams.get('error')).toBe('access_denied')
  const page = await (await fetch(callback)).text()
  expect(page).toContain('Social login was cancelled')
  expect(page).toContain('<script src="/social/return.js"></script>')
})

describe('the callback page hands the callback URL back to the dapp (Chromium)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
  })
  afterAll(async () => {
    await browser?.close()
  })
  // The dapp itself is answered by the browser's router: only its origin matters here.
  const dappContext = async () => {
    const context = await browser.newContext()
    await context.route(`${dapp}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>dapp</title>' }),
    )
    return context
  }

  it('posts { type: airlock:social-callback, uri } to the window that opened it, at the dapp origin', async () => {
    const flow = await startSocialFlow(site)
    const callback = await loginAtProvider(site, flow.uri, `popup-${Date.now()}`)
    const context = await dappContext()
    const page = await context.newPage()
    await page.goto(`${dapp}/`)
    await page.evaluate(() => {
      const got: unknown[] = []
      Object.assign(window, { got })
      window.addEventListener('message', (event) =>
        got.push({ origin: event.origin, data: event.data }),
      )
    })
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((url) => void window.open(url, 'login', 'width=500,height=640'), callback),
    ])
    await popup.waitForLoadState('load')
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { got: unknown[] }).got))
      .toEqual([{ origin: site.url, data: { type: 'airlock:social-callback', uri: callback } }])
    // The window stays (the page closes it); its link to the app is gone.
    expect(popup.url()).toBe(callback)
    expect(await popup.evaluate(() => document.getElementById('back-to-app'))).toBeNull()
    await context.close()
  })

  it('after a redirect login, goes back to the dapp origin with the callback URL in the fragment', async () => {
    const flow = await startSocialFlow(site)
    const callback = await loginAtProvider(site, flow.uri, `back-${Date.now()}`)
    const context = await dappContext()
    const page = await context.newPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    const landed = page.waitForURL(`${dapp}/#**`)
    // A return URL in the query is not read.
    const response = await page.goto(`${callback}&return_to=http%3A%2F%2F127.0.0.1%3A9999%2F`)
    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    await landed
    const fragment = new URLSearchParams(new URL(page.url()).hash.slice(1))
    expect(fragment.get('airlock-social-callback')).toBe(
      `${callback}&return_to=http%3A%2F%2F127.0.0.1%3A9999%2F`,
    )
    expect(scripts).toEqual([`${site.url}/social/return.js`])
    await context.close()
  })

  it('never targets an origin the project does not list', async () => {
    for (const returnOrigin of [
      'http://127.0.0.1:9999', // another project's origin
      'http://evil.example',
      `${dapp}/path`,
      `${dapp}/?next=x`,
      'javascript:alert(1)',
      'null',
      '',
    ]) {
      const flow = await startSocialFlow(site, { returnOrigin })
      expect(flow.status, returnOrigin).toBe(400)
    }
    // A stored origin the configuration does not list (a tampered row, or a project changed
    // since) is not followed either: the page shows an error with no link and no script.
    const flow = await startSocialFlow(site, { provider: 'github' })
    await site.store.query(
      `update secure_flows set data = jsonb_set(data, '{returnOrigin}', '"http://127.0.0.1:9999"') where id = $1`,
      [flow.state],
    )
    const callback = await loginAtProvider(site, flow.uri, `tampered-${Date.now()}`)
    const response = await fetch(`${callback}&returnOrigin=http%3A%2F%2F127.0.0.1%3A9999`)
    const html = await response.text()
    expect(response.status).toBe(400)
    expect(html).not.toContain('back-to-app')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('9999')
  })

  it('a flow started by an attacker outside the browser and finished by the victim gives the starter no session', async () => {
    // The attacker: Node with its own device key, starting a flow and sending the URI to a victim.
    const attacker = { device: createDeviceKey() }
    const flow = await startSocialFlow(site, attacker)
    // The victim opens it in their browser, signs in at the provider and allows the app.
    const context = await dappContext()
    const page = await context.newPage()
    await page.goto(flow.uri)
    await page.fill('input[name="login"]', `victim-${Date.now()}`)
    await page.click('button:has-text("Sign-in")')
    await page.click('button:has-text("Allow")')
    await page.waitForURL(`${dapp}/#**`)
    // The code went to the victim's dapp page only. Everything the starter holds gets nothing:
    // the polling route is gone, and the exchange needs the code the starter never saw.
    const answers = [
      await site.api(
        'social/wait',
        { state: flow.state, secret: 'x', chainId: 1 },
        undefined,
        attacker,
      ),
      await site.api(
        'social/connect',
        { state: flow.state, code: 'guessed', verifier: flow.verifier, chainId: 1 },
        undefined,
        attacker,
      ),
      await site.api(
        'social/connect',
        { state: flow.state, code: 'guessed', verifier: flow.verifier, chainId: 1 },
        undefined,
        attacker,
      ),
    ]
    expect(answers.map((a) => a.status)).toEqual([404, 502, 400])
    expect(answers.every((a) => a.json.token === undefined)).toBe(true)
    const { rows } = await site.store.query<{ n: number }>(
      `select count(*)::int as n from secure_sessions s join secure_users u on u.id = s.user_id
       where u.user_name like 'victim-%'`,
    )
    expect(rows[0]?.n).toBe(0)
    await context.close()
  })
})

describe('Farcaster through the local relay stand-in', () => {
  const farcasterKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const

  it('returns a QR-style URI; a signed completion signs in the device key that asked, no other', async () => {
    const start = await site.api('farcaster/start', { projectId: 'airlock-demo' })
    const url = new URL(String(start.json.url))
    expect(url.origin + url.pathname).toBe(`${site.url}/farcaster`)
    expect(start.json.secret).toBeUndefined()
    const channelToken = url.searchParams.get('channelToken') ?? ''
    const nonce = url.searchParams.get('nonce') ?? ''
    // Anyone else with the channel (it is in the URI the page sees) cannot wait on it.
    const stranger = await site.api(
      'farcaster/wait',
      { channel: start.json.channel, chainId: 1 },
      undefined,
      { device: createDeviceKey() },
    )
    expect(stranger.status).toBe(400)
    const waiting = site.api('farcaster/wait', { channel: start.json.channel, chainId: 1 })

    const account = privateKeyToAccount(farcasterKey)
    const forged = await account.signMessage({
      message: farcasterMessage({ channel: channelToken, nonce: 'wrong', userName: 'ada' }),
    })
    const signature = await account.signMessage({
      message: farcasterMessage({ channel: channelToken, nonce, userName: 'ada' }),
    })
    const complete = (sig: string) =>
      fetch(`${site.url}/farcaster/complete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ channelToken, userName: 'ada', signature: sig }),
      })
    // The channel completes once: a second signature (here over another nonce) is refused.
    expect((await complete(signature)).status).toBe(200)
    const done = await waiting
    expect(done.json.user).toMatchObject({ userName: 'ada' })
    expect((await site.api('session', {}, String(done.json.token))).json.isConnected).toBe(true)
    expect((await complete(forged)).status).toBe(400)
  })
})

describe('headers', () => {
  it('lets only the project dapp origins frame the page, with a CSP that allows no inline script', async () => {
    const response = await fetch(`${site.url}/?projectId=airlock-demo&chainId=eip155%3A1&version=4`)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("connect-src 'self'")
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain('frame-ancestors http://127.0.0.1:5173 http://localhost:5173')
    expect(csp).not.toContain('unsafe-inline')
    const html = await response.text()
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/)

    const other = await fetch(`${site.url}/?projectId=other`)
    expect(other.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://127.0.0.1:9999',
    )
    expect(other.headers.get('content-security-policy')).not.toContain('5173')

    const unknown = await fetch(`${site.url}/?projectId=nobody`)
    expect(unknown.status).toBe(403)
    expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    for (const path of ['/health', '/device?token=x', '/farcaster', '/frame.js']) {
      const page = await fetch(`${site.url}${path}`)
      expect(page.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'")
    }
  })

  it('refuses API calls from any other origin, or not as JSON, or unsigned', async () => {
    const body = JSON.stringify({
      projectId: 'airlock-demo',
      email: 'a@example.com',
      deviceId: 'd',
    })
    for (const [headers, status] of [
      [{ origin: 'http://127.0.0.1:5173', 'content-type': 'application/json' }, 403],
      [{ 'content-type': 'application/json' }, 403],
      [{ origin: site.url, 'content-type': 'text/plain' }, 403],
      [{ origin: site.url, 'content-type': 'application/json' }, 401],
    ] as const) {
      const response = await fetch(`${site.url}/api/email/connect`, {
        method: 'POST',
        headers,
        body,
      })
      expect(response.status).toBe(status)
    }
    expect(await site.mail.messages('a@example.com')).toEqual([])
  })
})
