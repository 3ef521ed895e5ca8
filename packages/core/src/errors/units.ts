import { BaseError, type BaseErrorParameters } from './base'
import { ErrorMessages } from './messages'

/**
 * Thrown when an amount is not a plain decimal number (`1.5`, `.5`, `-2`; not `1e3`, `0x10`,
 * `1,5` or an empty string), or when a token's decimals are not a non-negative integer.
 */
export class InvalidDecimalNumberError extends BaseError {
  override name = 'InvalidDecimalNumberError'
  constructor({ value, ...parameters }: { value: string } & BaseErrorParameters) {
    super(ErrorMessages.INVALID_INPUT, {
      details: `\`${value}\` is not a valid decimal number.`,
      ...parameters,
    })
  }
}

/** Thrown when an integer cannot be written as an unsigned hex quantity (negative or unsafe). */
export class IntegerOutOfRangeError extends BaseError {
  override name = 'IntegerOutOfRangeError'
  constructor({ value, ...parameters }: { value: string } & BaseErrorParameters) {
    super(ErrorMessages.INVALID_INPUT, {
      details: `${value} is out of range for a hex quantity.`,
      ...parameters,
    })
  }
}
