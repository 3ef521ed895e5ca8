/** Parameters accepted by every Airlock error. */
export type BaseErrorParameters = {
  /** The underlying error or value that caused this one. */
  cause?: unknown
  /** Extra detail for developers; defaults to the cause's message. */
  details?: string
  /** Lines shown under the short message when the error is printed. */
  metaMessages?: readonly string[]
  /** A stable machine-readable code (for example a wallet RPC code). */
  code?: number | string
}

export type BaseErrorType = BaseError & { name: 'AirlockError' }

function detailsOf(cause: unknown): string | undefined {
  if (cause instanceof BaseError) return cause.details
  if (cause instanceof Error) return cause.message
  if (typeof cause === 'string') return cause
  return undefined
}

/**
 * The one error base of `@airlock/core` . `shortMessage` is the message the modal shows,
 * exactly; `message` adds meta lines and details for developers.
 *
 * @example
 * try { parseCaipAddress('nope') } catch (e) {
 *   if (e instanceof BaseError) console.log(e.shortMessage) // 'Invalid CAIP Address'
 * }
 */
export class BaseError extends Error {
  /** The error's fixed message, without details. */
  readonly shortMessage: string
  /** Developer-facing detail, usually the cause's message. */
  readonly details: string | undefined
  /** Extra lines printed after the short message. */
  readonly metaMessages: readonly string[] | undefined
  /** A stable code, where the error has one. */
  readonly code: number | string | undefined
  override name = 'AirlockError'

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details = parameters.details ?? detailsOf(parameters.cause)
    const lines = [
      shortMessage,
      ...(parameters.metaMessages?.length ? ['', ...parameters.metaMessages] : []),
      ...(details && details !== shortMessage ? ['', `Details: ${details}`] : []),
    ]
    super(
      lines.join('\n'),
      parameters.cause === undefined ? undefined : { cause: parameters.cause },
    )
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = parameters.metaMessages
    this.code = parameters.code
  }

  /**
   * Walks the cause chain and returns the first error for which `predicate` holds, or the
   * innermost error when no predicate is given.
   */
  walk(predicate?: (error: unknown) => boolean): unknown {
    return walk(this, predicate)
  }
}

function walk(error: unknown, predicate?: (error: unknown) => boolean): unknown {
  if (predicate?.(error)) return error
  const cause = error instanceof Error ? error.cause : undefined
  if (cause !== undefined && cause !== null) return walk(cause, predicate)
  return predicate ? null : error
}
