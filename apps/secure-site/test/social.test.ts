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
