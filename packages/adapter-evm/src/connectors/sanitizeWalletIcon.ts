/** The longest icon value kept, in characters (a data URI of a 192 KB image fits). */
export const WALLET_ICON_MAX_LENGTH = 262_144

// EIP-6963 says the icon is a data URI of an image; http(s) URLs are accepted too, as some
// wallets announce them. Only raster formats and SVG that browsers show in <img>, where SVG
// scripts never run.
const IMAGE_DATA_URI =
  /^data:image\/(?:png|svg\+xml|webp|jpeg|gif)(?:;[a-z0-9!#$&^_.+-]+=[a-z0-9!#$&^_.+-]+)*(?:;base64)?,/i
const CONTROL = /\p{Cc}/u

/**
 * Accepts a wallet icon announced by EIP-6963 (untrusted input) only when it is a
 * `data:image/(png|svg+xml|webp|jpeg|gif)` URI or an http(s) URL without credentials, at most
 * {@link WALLET_ICON_MAX_LENGTH} characters and free of control characters; anything else
 * (`javascript:`, `data:text/html`, relative paths, objects) is `undefined`, so the list shows its
 * placeholder image. URLs come back normalised by the URL parser.
 *
 * @example
 * sanitizeWalletIcon('data:image/svg+xml;base64,PHN2Zy8+') // 'data:image/svg+xml;base64,PHN2Zy8+'
 * sanitizeWalletIcon('javascript:alert(1)') // undefined
 */
export function sanitizeWalletIcon(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const icon = value.trim()
  if (icon.length === 0 || icon.length > WALLET_ICON_MAX_LENGTH || CONTROL.test(icon)) {
    return undefined
  }
  if (icon.slice(0, 5).toLowerCase() === 'data:') {
    return IMAGE_DATA_URI.test(icon) ? icon : undefined
  }
  let url: URL
  try {
    url = new URL(icon)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  if (url.username !== '' || url.password !== '') return undefined
  return url.href
}
