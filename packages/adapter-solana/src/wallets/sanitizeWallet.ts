/** The longest wallet name kept, in code points; longer registered names are cut. */
const NAME_MAX_LENGTH = 48
/** The longest icon kept, in characters (a data URI of a 192 KB image fits). */
const ICON_MAX_LENGTH = 262_144

// Invisible or layout-changing characters (controls, bidi overrides, zero-width joiners, private
// use): a name made of them could pose as another wallet or break the list's layout.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}]/gu
const MARK_RUNS = /(\p{M}{2})\p{M}+/gu
// The Wallet Standard allows these four image types, base64 only; shown in <img>, SVG scripts never run.
const ICON = /^data:image\/(?:svg\+xml|webp|png|gif);base64,[A-Za-z0-9+/]+={0,2}$/

/**
 * A registered wallet's name made safe to show (any page script can register a wallet): invisible
 * characters removed, whitespace collapsed, cut to 48 code points; `undefined` when nothing is left.
 */
export function sanitizeWalletName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const cleaned = value
    .replace(INVISIBLE, '')
    .replace(MARK_RUNS, '$1')
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .trim()
  const clamped = Array.from(cleaned).slice(0, NAME_MAX_LENGTH).join('').trim()
  return clamped === '' ? undefined : clamped
}

/** A registered wallet's icon if it is a base64 image data URI the Wallet Standard allows. */
export function sanitizeWalletIcon(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > ICON_MAX_LENGTH) return undefined
  return ICON.test(value) ? value : undefined
}
