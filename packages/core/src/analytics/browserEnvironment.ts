import type { AnalyticsPage } from './toAnalyticsEvent'

/** What the analytics sender needs of the page; the browser's by default. */
export type AnalyticsEnvironment = {
  /** The page's URL and host; `undefined` outside a browser (then nothing is sent). */
  page(): AnalyticsPage | undefined
  /** `navigator.sendBeacon`; `false` when the browser refused (or has none). */
  sendBeacon(url: string, body: string): boolean
  /** Calls `listener` when the page is hidden or left; returns the unsubscribe. */
  onPageHide(listener: () => void): () => void
}

/**
 * The browser's: `location`, `navigator.sendBeacon` (a string body, so no preflight is needed),
 * and `visibilitychange` to hidden or `pagehide` as the last moment to send.
 */
export function browserEnvironment(): AnalyticsEnvironment {
  return {
    page: () =>
      typeof location === 'undefined' ? undefined : { href: location.href, host: location.host },
    sendBeacon: (url, body) =>
      typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
        ? navigator.sendBeacon(url, body)
        : false,
    onPageHide(listener) {
      if (typeof document === 'undefined' || typeof window === 'undefined') return () => undefined
      const onVisibility = (): void => {
        if (document.visibilityState === 'hidden') listener()
      }
      document.addEventListener('visibilitychange', onVisibility)
      window.addEventListener('pagehide', listener)
      return () => {
        document.removeEventListener('visibilitychange', onVisibility)
        window.removeEventListener('pagehide', listener)
      }
    },
  }
}
