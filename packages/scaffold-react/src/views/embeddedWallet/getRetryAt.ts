/**
 * When a refused email login may be tried again (ms since epoch), if `error` is the 30 s refusal
 * (the auth connector's error carries `retryAt`); else `undefined`.
 *
 * @example
 * const retryAt = getRetryAt(error) // 1763780000000
 */
export function getRetryAt(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('retryAt' in error)) return undefined
  const { retryAt } = error
  return typeof retryAt === 'number' && Number.isFinite(retryAt) ? retryAt : undefined
}
