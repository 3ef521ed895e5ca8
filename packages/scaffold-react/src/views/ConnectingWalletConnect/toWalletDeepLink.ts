/**
 * The link that opens a wallet app with a pairing URI: `scheme://wc?uri=...` for a custom scheme,
 * `https://host/path/wc?uri=...` for a universal link (the convention registry wallets follow).
 * Only http(s) and plain custom schemes pass; `javascript:`, `data:` and `file:` links from the
 * registry (untrusted input) give `undefined`.
 *
 * @example
 * toWalletDeepLink('rainbow://', 'wc:abc@2?relay-protocol=irn') // 'rainbow://wc?uri=wc%3Aabc%402...'
 */
export function toWalletDeepLink(link: string | null | undefined, uri: string): string | undefined {
  if (!link || !uri) return undefined
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(link)
  const scheme = match?.[1]?.toLowerCase()
  if (!scheme || ['javascript', 'data', 'file', 'vbscript', 'blob'].includes(scheme)) {
    return undefined
  }
  const encoded = encodeURIComponent(uri)
  if (scheme === 'http' || scheme === 'https') {
    const base = link.endsWith('/') ? link : `${link}/`
    return `${base}wc?uri=${encoded}`
  }
  const base = link.includes('://') ? link : link.replace(/:$/, '://')
  return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encoded}`.replace(/:\/\/\/wc/, '://wc')
}
