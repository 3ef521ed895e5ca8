import { BaseError, type BaseErrorParameters } from '@airlock/core'

/**
 * Thrown instead of sending when the wallet is on another chain than the transaction's network
 * (the wallet switched while the page was not listening): sending anyway would move funds on the
 * wrong chain. The message says what happened.
 */
export class ChainMismatchError extends BaseError {
  override name = 'ChainMismatchError'
  constructor({
    walletChainId,
    chainId,
    ...parameters
  }: { walletChainId: number; chainId: number } & BaseErrorParameters) {
    super('The wallet is on another network', {
      metaMessages: [`Wallet chain: ${walletChainId}`, `Transaction chain: ${chainId}`],
      ...parameters,
    })
  }
}
