import {
  ONRAMP_REDIRECT_STORAGE_KEY,
  ONRAMP_WATCH_MS,
  type OnrampRedirect,
  onrampRedirectStorage,
} from './onrampRedirect'

/** Ids kept at most (the history pages it came from are smaller). */
const MAX_SEEN = 1000

/**
 * The record of a purchase whose page went to the provider from this tab, left in place
 * (`resumeOnrampPurchase` takes it); `undefined` when there is none, it is malformed, or older
 * than the 30 minutes a purchase is waited for.
 *
 * @example
 * if (peekOnrampRedirect()) openModal(core, { view: 'OnRampProviders' })
 */
export function peekOnrampRedirect(now: number = Date.now()): OnrampRedirect | undefined {
  let raw: string | null = null
  try {
    raw = onrampRedirectStorage()?.getItem(ONRAMP_REDIRECT_STORAGE_KEY) ?? null
  } catch {
    return undefined
  }
  if (raw === null) return undefined
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return undefined
    const { url, address, caipNetworkId, startedAt, seen } = value as Record<string, unknown>
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return undefined
    if (typeof address !== 'string' || address === '') return undefined
    if (
      typeof caipNetworkId !== 'string' ||
      !/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(caipNetworkId)
    )
      return undefined
    if (typeof startedAt !== 'number' || startedAt > now || now - startedAt > ONRAMP_WATCH_MS)
      return undefined
    if (
      !Array.isArray(seen) ||
      seen.length > MAX_SEEN ||
      !seen.every((id) => typeof id === 'string')
    )
      return undefined
    return { url, address, caipNetworkId, startedAt, seen: seen as string[] }
  } catch {
    return undefined
  }
}
