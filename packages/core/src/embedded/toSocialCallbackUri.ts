/**
 * `value` when it is a callback URL of the secure site at `origin` (an absolute URL on that
 * origin), else `undefined`. What the page forwards in CONNECT_SOCIAL{uri}; the frame then checks
 * the flow's state against what it kept, so a forged URL finishes nothing.
 *
 * @example
 * toSocialCallbackUri('https://secure.example/social/callback?code=c&state=s', 'https://secure.example')
 */
export function toSocialCallbackUri(value: unknown, origin: string): string | undefined {
  if (typeof value !== 'string') return undefined
  try {
    return new URL(value).origin === origin ? value : undefined
  } catch {
    return undefined
  }
}
