import { CHROMIUM_LAUNCH_OPTIONS } from '@airlock/testing/playwright'
import { type Browser, chromium } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { farcasterMessage } from '../src/farcaster/farcasterMessage'
import { startTestSite, type TestSite } from './startTestSite'

let site: TestSite
beforeAll(async () => {
  site = await startTestSite()
})
afterAll(async () => {
  await site?.close()
})

/** Drives the provider's login page the way a browser would: redirects, cookies, the form. */
async function loginAtProvider(uri: string, login: string): Promise<string> {
  const jar = new Map<string, string>()
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const eq = pair?.indexOf('=') ?? -1
      if (pair && eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1))
    }
  }
  let url = uri
  let method = 'GET'
  let body: URLSearchParams | undefined
  for (let hop = 0; hop < 10; hop++) {
    // The browser stops when the provider sends it back to the secure site.
    if (url.startsWith(site.url)) return url
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: { cookie: cookieHeader() },
      ...(body ? { body } : {}),
    })
    remember(response)
    const location = response.headers.get('location')
    if (location) {
      url = new URL(location, url).toString()
      method = 'GET'
      body = undefined
      continue
    }
    const html = await response.text()
    expect(html).toContain('Sign-in')
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
    if (!action) throw new Error(`no login form at ${url}: ${html.slice(0, 200)}`)
    url = new URL(action, url).toString()
    method = 'POST'
    body = new URLSearchParams({ login, password: 'anything' })
  }
  throw new Error('too many redirects')
}

describe.each(['google', 'github'] as const)(
  'social login with %s through the local OpenID provider',
  (provider) => {
    it('redirects to the provider, comes back to the secure site, and the frame collects a session', async () => {
      const start = await site.api('social/start', { projectId: 'airlock-demo', provider })
      const uri = new URL(String(start.json.uri))
      expect(uri.origin).toBe(site.oidcUrl)
      expect(uri.searchParams.get('client_id')).toBe(provider)
      expect(uri.searchParams.get('code_challenge_method')).toBe('S256')
      expect(uri.searchParams.get('redirect_uri')).toBe(`${site.url}/social/callback`)

      const callback = await loginAtProvider(uri.toString(), `ada-${provider}`)
      expect(new URL(callback).searchParams.get('state')).toBe(start.json.state)
      expect(await (await fetch(callback)).text()).toContain('Signed in')

      // Without the frame's secret, knowing the state (the page sees it) gets nothing.
      const stolen = await site.api('social/wait', {
        state: start.json.state,
        secret: 'guess',
        chainId: 1,
      })
      expect(stolen.status).toBe(400)
      const done = await site.api('social/wait', {
        state: start.json.state,
        secret: start.json.secret,
        chainId: 1,
      })
      expect(done.json.user).toMatchObject({ userName: `ada-${provider}`, email: null, chainId: 1 })
      expect((await site.api('session', {}, String(done.json.token))).json.isConnected).toBe(true)
      // Once only.
      const again = await site.api('social/wait', {
        state: start.json.state,
        secret: start.json.secret,
        chainId: 1,
      })
      expect(again.status).toBe(400)
    })
  },
)

it('gives google and github logins with one login name two different wallets', async () => {
  const addresses: unknown[] = []
  for (const provider of ['google', 'github']) {
    const start = await site.api('social/start', { projectId: 'airlock-demo', provider })
    await fetch(await loginAtProvider(String(start.json.uri), 'same-name'))
    const done = await site.api('social/wait', {
      state: start.json.state,
      secret: start.json.secret,
      chainId: 1,
    })
    addresses.push((done.json.user as { address: string }).address)
  }
  expect(addresses[0]).not.toBe(addresses[1])
})

it('rejects a callback with a state it never issued', async () => {
  const response = await fetch(`${site.url}/social/callback?code=x&state=forged`)
  expect(response.status).toBe(400)
})

describe('back to the dapp after a redirect login', () => {
  const dapp = 'http://127.0.0.1:5173' // an origin of the airlock-demo project
  let browser: Browser
  beforeAll(async () => {
    browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
  })
  afterAll(async () => {
    await browser?.close()
  })
  const loggedIn = async (returnOrigin: string) => {
    const start = await site.api('social/start', {
      projectId: 'airlock-demo',
      provider: 'google',
      returnOrigin,
    })
    expect(start.status).toBe(200)
    return loginAtProvider(String(start.json.uri), `back-${Date.now()}`)
  }
  // The dapp itself is answered by the browser's router: only its origin matters here.
  const dappPage = async () => {
    const context = await browser.newContext()
    await context.route(`${dapp}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>dapp</title>' }),
    )
    return context
  }

  it('sends the visitor back to the origin the flow was started from, by a same-origin script', async () => {
    const callback = await loggedIn(dapp)
    const context = await dappPage()
    const page = await context.newPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    const landed = page.waitForURL(`${dapp}/`)
    // A return URL in the query is not read.
    const response = await page.goto(`${callback}&return_to=http%3A%2F%2F127.0.0.1%3A9999%2F`)
    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    await landed
    expect(scripts).toEqual([`${site.url}/social/return.js`])
    await context.close()
  })

  it('keeps the Signed in page in a login window, and shows the link with an error', async () => {
    const callback = await loggedIn(dapp)
    const context = await dappPage()
    const page = await context.newPage()
    await page.goto(`${dapp}/`)
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((url) => void window.open(url, 'login', 'width=500,height=640'), callback),
    ])
    await popup.waitForLoadState('load')
    await expect.poll(() => popup.evaluate(() => document.getElementById('back-to-app'))).toBeNull()
    expect(popup.url()).toBe(callback)
    expect(await popup.textContent('h1')).toBe('Signed in')
    // The same callback again (the code is spent): the error and the link, no script.
    const again = await (await fetch(callback)).text()
    expect(again).toContain('Social login failed')
    expect(again).toContain(`<a id="back-to-app" href="${dapp}/">Back to the app</a>`)
    expect(again).not.toContain('<script')
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
      const start = await site.api('social/start', {
        projectId: 'airlock-demo',
        provider: 'google',
        returnOrigin,
      })
      expect(start.status, returnOrigin).toBe(400)
    }
    // A stored origin the configuration does not list (a tampered row, or a project changed since)
    // is not followed either: the page says Signed in with no link and no script.
    const start = await site.api('social/start', {
      projectId: 'airlock-demo',
      provider: 'github',
      returnOrigin: dapp,
    })
    await site.store.query(
      `update secure_flows set data = jsonb_set(data, '{returnOrigin}', '"http://127.0.0.1:9999"') where id = $1`,
      [start.json.state],
    )
    const callback = await loginAtProvider(String(start.json.uri), `tampered-${Date.now()}`)
    const html = await (
      await fetch(`${callback}&returnOrigin=http%3A%2F%2F127.0.0.1%3A9999`)
    ).text()
    expect(html).toContain('Signed in')
    expect(html).not.toContain('back-to-app')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('9999')
  })
})

describe('Farcaster through the local relay stand-in', () => {
  const farcasterKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const

  it('returns a QR-style URI; a signed completion signs in with the user name', async () => {
    const start = await site.api('farcaster/start', { projectId: 'airlock-demo' })
    const url = new URL(String(start.json.url))
    expect(url.origin + url.pathname).toBe(`${site.url}/farcaster`)
    const channelToken = url.searchParams.get('channelToken') ?? ''
    const nonce = url.searchParams.get('nonce') ?? ''
    const waiting = site.api('farcaster/wait', {
      channel: start.json.channel,
      secret: start.json.secret,
      chainId: 1,
    })

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

  it('refuses API calls from any other origin, or not as JSON', async () => {
    const body = JSON.stringify({
      projectId: 'airlock-demo',
      email: 'a@example.com',
      deviceId: 'd',
    })
    for (const headers of [
      { origin: 'http://127.0.0.1:5173', 'content-type': 'application/json' },
      { 'content-type': 'application/json' },
      { origin: site.url, 'content-type': 'text/plain' },
    ]) {
      const response = await fetch(`${site.url}/api/email/connect`, {
        method: 'POST',
        headers,
        body,
      })
      expect(response.status).toBe(403)
    }
    expect(await site.mail.messages('a@example.com')).toEqual([])
  })
})
