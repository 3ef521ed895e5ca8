type NavigatorWithHints = Navigator & { userAgentData?: { mobile?: boolean } }

/**
 * Whether the page runs on a phone or tablet, where a wallet's app is opened by its mobile deep or
 * universal link (a desktop opens its desktop link instead). User-Agent Client Hints where the
 * browser has them (Chromium), else the user agent's platform words. False outside a browser.
 *
 * @example
 * const link = isMobileDevice() ? wallet.mobile_link : wallet.desktop_link
 */
export function isMobileDevice(): boolean {
  if (typeof navigator === 'undefined') return false
  const hint = (navigator as NavigatorWithHints).userAgentData?.mobile
  if (typeof hint === 'boolean') return hint
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
}
