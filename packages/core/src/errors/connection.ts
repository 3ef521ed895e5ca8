import { BaseError, type BaseErrorParameters } from './base'
import { ErrorMessages } from './messages'

/** Thrown when an action needs a connected account and there is none. */
export class NoActiveCaipAddressError extends BaseError {
  override name = 'NoActiveCaipAddressError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.NO_ACTIVE_CAIP_ADDRESS, parameters)
  }
}

/** Thrown when disconnecting fails. Message: `Failed to disconnect`. */
export class FailedToDisconnectError extends BaseError {
  override name = 'FailedToDisconnectError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.FAILED_TO_DISCONNECT, parameters)
  }
}

/** Thrown when an embedded-wallet action has no address or no auth connector. */
export class AddressOrAuthConnectorNotFoundError extends BaseError {
  override name = 'AddressOrAuthConnectorNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND, parameters)
  }
}

/** Thrown when the WalletConnect sign client is used before it exists. */
export class SignClientNotInitializedError extends BaseError {
  override name = 'SignClientNotInitializedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.SIGN_CLIENT_NOT_INITIALIZED, parameters)
  }
}

/** Thrown when a provider is asked for a request before it connected. */
export class ConnectBeforeRequestError extends BaseError {
  override name = 'ConnectBeforeRequestError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.CONNECT_BEFORE_REQUEST, parameters)
  }
}

/** Thrown when no JSON-RPC provider is available. */
export class JsonRpcProviderNotFoundError extends BaseError {
  override name = 'JsonRpcProviderNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.JSON_RPC_PROVIDER_NOT_FOUND, parameters)
  }
}
