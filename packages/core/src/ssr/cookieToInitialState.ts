import { CONNECTION_COOKIE_NAME } from './connectionCookieDefaults'
import { parseConnectionCookie } from './parseConnectionCookie'
import type { AirlockInitialState } from './types'

export type CookieToInitialStateOptions = {
  /** The cookie's name, when `connectionCookie: { name }` changed it. Default `airlock.connection`. */
  name?: string
}

/**
 * Turns a request's `Cookie` header into the state a server-rendered page starts from, so its first
 * HTML already shows the connected account: pass the result to `createAirlock({ initialState })`
 * (or `createAirlockCore`) on the server and, unchanged, in the browser. `undefined` when the
 * visitor has no (valid) connection cookie. The cookie holds public data only: the address, its
 * network and the connector's id.
 *
 * @example
 * // Next.js App Router, in a server component
 * const initialState = cookieToInitialState((await headers()).get('cookie'))
 * return <Providers initialState={initialState}>{children}</Providers>
 */
export function cookieToInitialState(
  cookie: string | null | undefined,
  options: CookieToInitialStateOptions = {},
): AirlockInitialState | undefined {
  if (!cookie) return undefined
  const name = options.name ?? CONNECTION_COOKIE_NAME
  for (const pair of cookie.split(';')) {
    const separator = pair.indexOf('=')
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue
    return parseConnectionCookie(pair.slice(separator + 1).trim())
  }
  return undefined
}
