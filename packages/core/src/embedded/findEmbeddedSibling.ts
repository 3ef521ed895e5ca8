import type { ChainNamespace } from '../caip/types'
import type { Connector } from '../connectors/types'
import type { AirlockCore } from '../createAirlockCore'

/**
 * The embedded wallet's AUTH connector of `namespace` when the visitor is signed in to the
 * embedded wallet through another namespace's: one email or social login holds an account in each
 * namespace whose adapter has an embedded wallet, so switching to a network of `namespace`
 * connects that account without a second login. `undefined` otherwise.
 *
 * @example
 * const sibling = findEmbeddedSibling(core, 'solana') // the Solana adapter's auth connector
 */
export function findEmbeddedSibling(
  core: AirlockCore,
  namespace: ChainNamespace,
): Connector | undefined {
  const wallet = core.adapters[namespace]?.embeddedWallet
  if (!wallet) return undefined
  for (const [other, account] of Object.entries(core.state.chain.accounts)) {
    if (other === namespace || account?.status !== 'connected') continue
    const otherWallet = core.adapters[other as ChainNamespace]?.embeddedWallet
    if (!otherWallet) continue
    if (core.storage.getConnectedConnectorId(other as ChainNamespace) !== otherWallet.connectorId)
      continue
    return core.state.connectors.connectors.find(
      (connector) => connector.id === wallet.connectorId && connector.chain === namespace,
    )
  }
  return undefined
}
