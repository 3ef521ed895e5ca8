/** The longest wallet name kept, in code points; longer announced names are cut. */
export const WALLET_NAME_MAX_LENGTH = 48

// Invisible or layout-changing characters: controls, format characters (bidi overrides, zero-width
// joiners), line and paragraph separators, private-use and unassigned code points. A name made of
// them could pose as another wallet or break the layout of the list.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}]/gu
// More than two combining marks on one letter only stacks glyphs over neighbouring text.
const MARK_RUNS = /(\p{M}{2})\p{M}+/gu

/**
 * Makes a wallet name announced by EIP-6963 (untrusted input, any page script can announce)
 * safe to show: invisible and control characters removed, whitespace collapsed, stacked combining
 * marks limited to two, and the result cut to {@link WALLET_NAME_MAX_LENGTH} code points.
 * `undefined` when nothing printable is left or the value is not a string.
 *
 * @example
 * sanitizeWalletName('  Meta\u202eMask\n') // 'MetaMask'
 * sanitizeWalletName('\u0000') // undefined
 */
export function sanitizeWalletName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const cleaned = value
    .replace(INVISIBLE, '')
    .replace(MARK_RUNS, '$1')
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .trim()
  const clamped = Array.from(cleaned).slice(0, WALLET_NAME_MAX_LENGTH).join('').trim()
  return clamped === '' ? undefined : clamped
}
