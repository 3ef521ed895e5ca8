/** A 1x1 GIF as a data URL: happy-dom "loads" it (fires `load`) without any network. */
export const PIXEL =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/**
 * An address that never answers: happy-dom does not fetch http images, so this one neither loads
 * nor fails — exactly the stalled request the 2 s time-out is for. Loopback only.
 */
export const NEVER_LOADS = 'http://127.0.0.1:9/never.png'

/** A small SVG logo as a data URL, coloured by `color`, for stories and tests. */
export function logo(color: string, letter = ''): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="42" font-family="Arial" font-size="28" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
