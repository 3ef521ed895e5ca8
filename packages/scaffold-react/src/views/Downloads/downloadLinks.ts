import type { AirlockMessageId } from '../../messages/types'

/** One place to get a wallet: the link and the catalogue id of its label. */
export type DownloadLink = { readonly href: string; readonly label: AirlockMessageId }

// The registry's download fields, in the order the view lists them.
const FIELDS = [
  ['chrome_store', 'downloadChrome'],
  ['app_store', 'downloadIos'],
  ['play_store', 'downloadAndroid'],
  ['homepage', 'downloadWebsite'],
] as const

/**
 * Where a registry wallet can be downloaded: its Chrome extension, iOS and Android apps and
 * website, each only when the registry lists it as an http(s) link (registry data is untrusted:
 * no `javascript:` or other schemes become links).
 *
 * @example
 * downloadLinks({ id: 'x', name: 'X', homepage: 'https://x.example', app_store: 'javascript:1' })
 * // [{ href: 'https://x.example', label: 'downloadWebsite' }]
 */
export function downloadLinks(wallet: { readonly [field: string]: unknown }): DownloadLink[] {
  const links: DownloadLink[] = []
  for (const [field, label] of FIELDS) {
    const href = wallet[field]
    if (isHttpUrl(href)) links.push({ href, label })
  }
  return links
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !value) return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
