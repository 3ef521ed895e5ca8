import { BaseError, type BaseErrorParameters } from '@airlock/core'

/**
 * Thrown when connect is asked for a connector id no registered Solana wallet has (a wallet that
 * went away, or an id from another adapter). The words follow the EVM adapter's.
 */
export class SolanaWalletNotFoundError extends BaseError {
  override name = 'SolanaWalletNotFoundError'
  constructor({
    connectorId,
    ...parameters
  }: { connectorId?: string | undefined } & BaseErrorParameters = {}) {
    super(
      'Connector not found',
      connectorId === undefined
        ? parameters
        : { metaMessages: [`Connector: ${connectorId}`], ...parameters },
    )
  }
}
