/**
 * The base of every error the secure site throws on purpose (STYLE.md §4: one error base per
 * package). `status` is the HTTP status the API answers with; `message` is what the frame relays
 * to the page in its ERROR reply, so it is written for a person. A 429 may carry
 * `retryAfterSeconds`, sent as `Retry-After`.
 */
export class SecureSiteError extends Error {
  override name = 'SecureSiteError'
  readonly status: 400 | 401 | 403 | 404 | 408 | 413 | 429 | 500 | 502
  readonly retryAfterSeconds: number | undefined
  constructor(
    message: string,
    status: SecureSiteError['status'] = 400,
    options?: ErrorOptions & { retryAfterSeconds?: number | undefined },
  ) {
    super(message, options)
    this.status = status
    this.retryAfterSeconds = options?.retryAfterSeconds
  }
}
