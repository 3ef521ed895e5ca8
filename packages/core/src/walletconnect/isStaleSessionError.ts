/**
 * Whether the WalletConnect SDK refused because it no longer holds the session's topic: `No
 * matching key. session topic doesn't exist: ...` (the session was deleted or expired while the
 * page still held it, or its storage was cleared), `Expired. session topic: ...` (it outlived its
 * expiry and the SDK dropped it on this call), `Record was recently deleted - session: ...`, or
 * `session topic does not exist in keychain`. Such a session is forgotten, not retried.
 *
 * @example
 * if (isStaleSessionError(error)) await forgetSession()
 */
export function isStaleSessionError(error: unknown): boolean {
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'object' && error !== null && 'message' in error
        ? String(error.message)
        : typeof error === 'string'
          ? error
          : ''
  return /no matching key|expired\. (session|pairing) topic|recently deleted - session|topic does not exist in keychain/i.test(
    message,
  )
}
