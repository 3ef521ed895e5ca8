/** Parameters accepted by every `@airlock/siwx` error. */
export type SiwxBaseErrorParameters = {
  /** The underlying error or value that caused this one. */
  cause?: unknown
  /** Extra detail for developers. */
  details?: string
}

/**
 * The one error base of `@airlock/siwx` : `shortMessage` says what failed,
 * `details` why.
 *
 * @example
 * try { parseSiwxMessage('nope') } catch (e) {
 *   if (e instanceof SiwxBaseError) console.log(e.shortMessage)
 * }
 */
export class SiwxBaseError extends Error {
  /** What failed, without details. */
  readonly shortMessage: string
  /** Why, for developers. */
  readonly details: string | undefined
  override name = 'SiwxError'

  constructor(shortMessage: string, parameters: SiwxBaseErrorParameters = {}) {
    const details =
      parameters.details ??
      (parameters.cause instanceof Error ? parameters.cause.message : undefined)
    super(
      details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage,
      parameters.cause === undefined ? undefined : { cause: parameters.cause },
    )
    this.shortMessage = shortMessage
    this.details = details
  }
}
