/**
 * Whether a failed long poll (CONNECT_DEVICE, CONNECT_SOCIAL, CONNECT_FARCASTER) only means "the
 * visitor has not finished yet": the 30 s time-out of SPEC.md §9 (`Request was aborted`) or the
 * secure site's own "not ... yet" answer. The view then asks again instead of failing.
 *
 * @example
 * isStillWaiting(new FrameReplyError({ message: 'Device not verified yet' })) // true
 */
export function isStillWaiting(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const message = 'shortMessage' in error ? error.shortMessage : undefined
  if (typeof message !== 'string') return false
  return message === 'Request was aborted' || /\bnot (finished|verified) yet\b/i.test(message)
}
