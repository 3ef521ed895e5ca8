import { BaseError, type BaseErrorParameters } from './base'
import { ErrorMessages } from './messages'

/** One validation problem: a message and where it is (zod's issue shape, structurally). */
export type ValidationIssue = {
  readonly message: string
  readonly path: readonly PropertyKey[]
}

/**
 * Thrown when input fails a schema. The short message is the first issue's message, which our
 * schemas set explicitly (`Required`, `Invalid input`, `Invalid email`).
 */
export class ValidationError extends BaseError {
  override name = 'ValidationError'
  /** Every issue found, in order. */
  readonly issues: readonly ValidationIssue[]

  constructor({
    issues,
    ...parameters
  }: { issues: readonly ValidationIssue[] } & BaseErrorParameters) {
    super(issues[0]?.message || ErrorMessages.INVALID_INPUT, {
      metaMessages: issues.map((issue) =>
        issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message,
      ),
      ...parameters,
    })
    this.issues = issues
  }
}
