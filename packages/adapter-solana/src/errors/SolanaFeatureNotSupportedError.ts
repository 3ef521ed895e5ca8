import { BaseError, type BaseErrorParameters } from '@airlock/core'

/** Thrown when the connected wallet lacks a Wallet Standard feature a call needs. */
export class SolanaFeatureNotSupportedError extends BaseError {
  override name = 'SolanaFeatureNotSupportedError'
  constructor({ feature, ...parameters }: { feature: string } & BaseErrorParameters) {
    super('Wallet does not support this request', {
      metaMessages: [`Feature: ${feature}`],
      ...parameters,
    })
  }
}
