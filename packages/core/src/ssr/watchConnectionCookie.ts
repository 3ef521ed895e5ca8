import { subscribe } from 'valtio/vanilla'
import type { AirlockCore } from '../createAirlockCore'
import { CONNECTION_COOKIE_MAX_AGE_S, CONNECTION_COOKIE_NAME } from './connectionCookieDefaults'
import { serializeConnectionCookie } from './serializeConnectionCookie'
import type { ConnectionCookieOptions } from './types'

/**
 * Keeps the connection cookie in step with `core` in a browser: written when a namespace connects
 * or its account or network changes, removed once nothing is connected (and nothing is still
 * connecting). `Path=/`, `SameSite=Lax`, `Secure` on https pages; readable by the page's scripts
 * (it is not a credential). Does nothing without `document` (on a server). Returns the unsubscribe.
 * `createAirlockCore({ connectionCookie: true })` calls it.
 *
 * @example
 * const stop = watchConnectionCookie(core, { name: 'my-dapp.connection' })
 */
export function watchConnectionCookie(
  core: AirlockCore,
  options: ConnectionCookieOptions = {},
): () => void {
  if (typeof document === 'undefined') return () => undefined
  const name = options.name ?? CONNECTION_COOKIE_NAME
  const path = options.path ?? '/'
  const maxAge = options.maxAgeSeconds ?? CONNECTION_COOKIE_MAX_AGE_S
  // `null`: nothing written yet, so the first sync writes or removes whatever the page holds.
  let written: string | undefined | null = null
  const sync = (): void => {
    const value = serializeConnectionCookie(core)
    if (value === undefined) {
      const statuses = Object.values(core.state.connection.status)
      // A stored session being restored keeps its cookie until the wallet answers.
      if (statuses.includes('connecting')) return
    }
    if (value === written) return
    written = value
    const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : ''
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and older browsers; the value is URI-encoded JSON
    document.cookie =
      value === undefined
        ? `${name}=; Path=${path}; Max-Age=0; SameSite=Lax${secure}`
        : `${name}=${value}; Path=${path}; Max-Age=${maxAge}; SameSite=Lax${secure}`
  }
  sync()
  return subscribe(core.state, sync)
}
