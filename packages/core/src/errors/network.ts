import { BaseError, type BaseErrorParameters } from './base'
import { ErrorMessages } from './messages'

type WithNetwork = { caipNetworkId?: string | undefined } & BaseErrorParameters

function networkMeta(caipNetworkId: string | undefined): readonly string[] | undefined {
  return caipNetworkId === undefined ? undefined : [`Network: ${caipNetworkId}`]
}

function withMeta(
  caipNetworkId: string | undefined,
  parameters: BaseErrorParameters,
): BaseErrorParameters {
  const metaMessages = networkMeta(caipNetworkId)
  return metaMessages ? { metaMessages, ...parameters } : parameters
}

/** Thrown when a network id is not among the configured networks. Message: `Network not found`. */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor({ caipNetworkId, ...parameters }: WithNetwork = {}) {
    super(ErrorMessages.NETWORK_NOT_FOUND, withMeta(caipNetworkId, parameters))
  }
}

/**
 * Thrown when an action runs on a namespace it does not support (for example sending outside
 * eip155 and solana). Message: `Unsupported chain`.
 */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor({ caipNetworkId, ...parameters }: WithNetwork = {}) {
    super(ErrorMessages.UNSUPPORTED_CHAIN, withMeta(caipNetworkId, parameters))
  }
}

/**
 * Thrown when the wallet does not know the chain and adding it failed too.
 * Message: `Chain is not supported`.
 */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  constructor({ caipNetworkId, ...parameters }: WithNetwork = {}) {
    super(ErrorMessages.CHAIN_NOT_SUPPORTED, withMeta(caipNetworkId, parameters))
  }
}

/** Thrown when no adapter is registered for a namespace. Message: `Chain adapter not found`. */
export class ChainAdapterNotFoundError extends BaseError {
  override name = 'ChainAdapterNotFoundError'
  /** The namespace that has no adapter, when known. */
  readonly namespace: string | undefined
  constructor({
    namespace,
    ...parameters
  }: { namespace?: string | undefined } & BaseErrorParameters = {}) {
    super(
      ErrorMessages.CHAIN_ADAPTER_NOT_FOUND,
      namespace === undefined
        ? parameters
        : { metaMessages: [`Namespace: ${namespace}`], ...parameters },
    )
    this.namespace = namespace
  }
}

/** Thrown when a namespace is used that the app did not configure. */
export class NamespaceNotConfiguredError extends BaseError {
  override name = 'NamespaceNotConfiguredError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.NAMESPACE_NOT_CONFIGURED, parameters)
  }
}

/** Thrown when there is no active network or no client for it. */
export class NoActiveCaipNetworkError extends BaseError {
  override name = 'NoActiveCaipNetworkError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.NO_ACTIVE_CAIP_NETWORK_OR_CLIENT, parameters)
  }
}

/** Thrown when an RPC client is asked for a chain without an RPC url. */
export class NoRpcUrlError extends BaseError {
  override name = 'NoRpcUrlError'
  constructor({ caipNetworkId, ...parameters }: WithNetwork = {}) {
    super(ErrorMessages.NO_RPC_URL_FOR_CHAIN_ID, withMeta(caipNetworkId, parameters))
  }
}

/** Thrown when the gas price is asked for on a network the service does not cover. */
export class GasPriceNetworkNotSupportedError extends BaseError {
  override name = 'GasPriceNetworkNotSupportedError'
  constructor({ caipNetworkId, ...parameters }: WithNetwork = {}) {
    super(ErrorMessages.GAS_PRICE_NETWORK_NOT_SUPPORTED, withMeta(caipNetworkId, parameters))
  }
}

/** Thrown when swaps are asked for on a network outside the swap list. */
export class SwapsNetworkNotSupportedError extends BaseError {
  override name = 'SwapsNetworkNotSupportedError'
  constructor({ caipNetworkId, ...parameters }: WithNetwork = {}) {
    super(ErrorMessages.SWAPS_NETWORK_NOT_SUPPORTED, withMeta(caipNetworkId, parameters))
  }
}
