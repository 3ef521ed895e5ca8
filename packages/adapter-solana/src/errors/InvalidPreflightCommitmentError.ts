import { BaseError, type BaseErrorParameters } from '@airlock/core'

/** Thrown when a preflight commitment is not one of the eight Solana knows. */
export class InvalidPreflightCommitmentError extends BaseError {
  override name = 'InvalidPreflightCommitmentError'
  constructor({ value, ...parameters }: { value: unknown } & BaseErrorParameters) {
    super('Invalid preflight commitment', {
      metaMessages: [`Value: ${String(value)}`],
      ...parameters,
    })
  }
}
