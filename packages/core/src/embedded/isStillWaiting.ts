/**
 * Whether a failed long poll (CONNECT_DEVICE, CONNECT_SOCIAL, CONNECT_FARCASTER) only means "the
 * visitor has not finished yet": the secure site's own "not ... yet" answer, which it gives before
 * the page's 30000 ms time-out. The poll then asks again instead of failing. A time-out is not
 * this: the caller learns of it through `onTimeout`.
 *
 * @example
 * isStillWaiting(new FrameReplyError({ message: 'Device not verified yet' })) // true
 */
export function isStillWaiting(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const message = 'shortMessage' in error ? error.shortMessage : undefined
  if (typeof message !== 'string') return false
  return /\bnot (finished|verified) yet\b/i.test(message)
}
