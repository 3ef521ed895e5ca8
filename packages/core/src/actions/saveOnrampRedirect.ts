import {
  ONRAMP_REDIRECT_STORAGE_KEY,
  type OnrampRedirect,
  onrampRedirectStorage,
} from './onrampRedirect'

/**
 * Keeps the record of a purchase about to take the whole page to the provider in this tab's
 * `sessionStorage`; `false` when storage is missing, blocked or full (then the page must not
 * leave: nothing would resume the purchase on return).
 *
 * @example
 * if (saveOnrampRedirect(record)) location.assign(record.url)
 */
export function saveOnrampRedirect(record: OnrampRedirect): boolean {
  const storage = onrampRedirectStorage()
  if (!storage) return false
  try {
    storage.setItem(ONRAMP_REDIRECT_STORAGE_KEY, JSON.stringify(record))
    return true
  } catch {
    return false
  }
}
