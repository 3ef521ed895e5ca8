/**
 * Whether the WalletConnect SDK refused because it no longer knows the topic (`No matching key.
 * session topic doesn't exist: ...`): the session was deleted while this page was away, or its
 * storage was cleared. Such a session is forgotten, not retried.
 *
 * @example
 * if (isNoMatchingKeyError(error)) await forgetSession()
 */
export function isNoMatchingKeyError(error: unknown): boolean {
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'object' && error !== null && 'message' in error
        ? String(error.message)
        : typeof error === 'string'
          ? error
          : ''
  return /no matching key/i.test(message)
}
