import type { AirlockCore } from '../createAirlockCore'
import type { Connector } from './types'

/**
 * Adds a connector (for example a wallet announced after start-up, EIP-6963), replacing one with
 * the same id on the same chain.
 *
 * @example
 * addConnector(core, { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' })
 */
export function addConnector(core: AirlockCore, connector: Connector): void {
  const list = core.state.connectors.connectors
  const index = list.findIndex(
    (candidate) => candidate.id === connector.id && candidate.chain === connector.chain,
  )
  if (index === -1) list.push(connector)
  else list[index] = connector
}
