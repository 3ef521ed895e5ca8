import { BaseError, type BaseErrorParameters } from './base'
import { ErrorMessages } from './messages'

/** Thrown when a CAIP address does not have three non-empty colon-separated parts. */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  /** The rejected input. */
  readonly caipAddress: unknown

  constructor({ caipAddress, ...parameters }: { caipAddress: unknown } & BaseErrorParameters) {
    super(ErrorMessages.INVALID_CAIP_ADDRESS, {
      metaMessages: [`Received: ${String(caipAddress)}`, 'Expected: namespace:reference:address'],
      ...parameters,
    })
    this.caipAddress = caipAddress
  }
}

/**
 * Thrown when a network id does not have two non-empty colon-separated parts.
 * Message: `Invalid CAIP Network ID`.
 */
export class InvalidCaipNetworkIdError extends BaseError {
  override name = 'InvalidCaipNetworkIdError'
  /** The rejected input. */
  readonly caipNetworkId: unknown

  constructor({ caipNetworkId, ...parameters }: { caipNetworkId: unknown } & BaseErrorParameters) {
    super(ErrorMessages.INVALID_CAIP_NETWORK_ID, {
      metaMessages: [`Received: ${String(caipNetworkId)}`, 'Expected: namespace:reference'],
      ...parameters,
    })
    this.caipNetworkId = caipNetworkId
  }
}
