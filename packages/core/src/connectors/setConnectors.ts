import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import type { Connector } from './types'

export type SetConnectorsParameters = {
  /** The namespace whose connectors are replaced. */
  namespace: ChainNamespace
  connectors: readonly Connector[]
}

/**
 * Replaces the connectors of one namespace (what its adapter reports); other namespaces keep
 * theirs, and reported connectors of another chain are ignored.
 *
 * @example
 * setConnectors(core, { namespace: 'eip155', connectors: adapter.getConnectors() })
 */
export function setConnectors(core: AirlockCore, parameters: SetConnectorsParameters): void {
  const { connectors } = core.state
  connectors.connectors = [
    ...connectors.connectors.filter((connector) => connector.chain !== parameters.namespace),
    ...parameters.connectors.filter((connector) => connector.chain === parameters.namespace),
  ]
}
