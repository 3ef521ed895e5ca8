/** Parameters accepted by every wallet-frame error. */
export type WalletFrameErrorParameters = {
  /** The underlying error or value that caused this one. */
  cause?: unknown
  /** Extra detail for developers; defaults to the cause's message. */
  details?: string
  /** A stable code (for example the RPC error code the frame replied with). */
  code?: number | string
}

function detailsOf(cause: unknown): string | undefined {
  if (cause instanceof WalletFrameError) return cause.details
  if (cause instanceof Error) return cause.message
  if (typeof cause === 'string') return cause
  return undefined
}

/**
 * The one error base of `@airlock/wallet-frame` : `shortMessage` is the error's
 * fixed message, exactly. Kept apart from core's `BaseError` because this package imports nothing of
 * ours; the auth connector wraps these into core's errors where the modal needs them.
 *
 * @example
 * try { await frame.request('CONNECT_OTP', { otp }) } catch (e) {
 *   if (e instanceof WalletFrameError) console.log(e.shortMessage)
 * }
 */
export class WalletFrameError extends Error {
  /** The error's fixed message, without details. */
  readonly shortMessage: string
  /** Developer-facing detail, usually the cause's message. */
  readonly details: string | undefined
  /** A stable code, where the error has one. */
  readonly code: number | string | undefined
  override name = 'WalletFrameError'

  constructor(shortMessage: string, parameters: WalletFrameErrorParameters = {}) {
    const details = parameters.details ?? detailsOf(parameters.cause)
    super(
      details && details !== shortMessage ? `${shortMessage}\n\nDetails: ${details}` : shortMessage,
      parameters.cause === undefined ? undefined : { cause: parameters.cause },
    )
    this.shortMessage = shortMessage
    this.details = details
    this.code = parameters.code
  }
}
