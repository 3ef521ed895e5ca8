import { BaseError, type BaseErrorParameters } from '@airlock/core'

/**
 * Thrown when connect is asked for a connector id the adapter does not have (a wallet that
 * stopped announcing itself, or an id from another adapter). The message follows wagmi's
 * `Connector not found.` without the period.
 */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
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
