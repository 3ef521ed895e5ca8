import { base64url } from '../src/crypto/base64url'
import { sha256Base64url } from '../src/crypto/sha256Base64url'
import type { DeviceKey } from '../src/frame/deviceKey'
import type { TestSite } from './startTestSite'

/**
 * What the frame does for GET_SOCIAL_REDIRECT_URI, from Node: a state and a PKCE verifier made
 * here, the flow recorded by a signed `social/start`, the provider's URI back.
 */
export async function startSocialFlow(
  site: TestSite,
  options: {
    provider?: string
    returnOrigin?: string
    device?: () => Promise<DeviceKey>
  } = {},
): Promise<{ status: number; uri: string; state: string; verifier: string; error?: unknown }> {
  const state = base64url(crypto.getRandomValues(new Uint8Array(32)))
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)))
  const reply = await site.api(
    'social/start',
    {
      projectId: 'airlock-demo',
      provider: options.provider ?? 'google',
      returnOrigin: options.returnOrigin ?? 'http://127.0.0.1:5173',
      state,
      codeChallenge: await sha256Base64url(verifier),
    },
    undefined,
    options.device ? { device: options.device } : {},
  )
  return {
    status: reply.status,
    uri: String(reply.json.uri),
    state,
    verifier,
    error: reply.json.error,
  }
}

/**
 * Drives the provider's pages the way a browser would (redirects, cookies, the login form, then
 * the consent page's `Allow`, or `Cancel` with `deny`) until the provider sends the browser back
 * to the secure site; returns that callback URL.
 */
export async function loginAtProvider(
  site: TestSite,
  uri: string,
  login: string,
  options: { deny?: boolean } = {},
): Promise<string> {
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
  for (let hop = 0; hop < 16; hop++) {
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
    const actions = [...html.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => m[1])
    const loginAction = actions.find((a) => a?.endsWith('/login'))
    const consentAction = actions.find((a) => a?.endsWith(options.deny ? '/abort' : '/confirm'))
    if (loginAction) {
      url = new URL(loginAction, url).toString()
      body = new URLSearchParams({ login, password: 'anything' })
    } else if (consentAction) {
      url = new URL(consentAction, url).toString()
      body = new URLSearchParams()
    } else throw new Error(`no form at ${url}: ${html.slice(0, 300)}`)
    method = 'POST'
  }
  throw new Error('too many redirects')
}
