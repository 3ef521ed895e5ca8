import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import { applyConnection } from './applyConnection'

/**
 * After a WalletConnect connect in `namespace`, connects every other namespace the same session
 * approved, without a second pairing: each other adapter with a WalletConnect connector restores
 * its side from the shared session (its `reconnect`). A namespace already connected to another
 * wallet, or one the wallet did not approve, is left as it is. Never throws.
 *
 * @example
 * await joinWalletConnectSession(core, 'eip155') // the Solana account of the same wallet too
 */
export async function joinWalletConnectSession(
  core: AirlockCore,
  namespace: ChainNamespace,
): Promise<void> {
  const others = core.state.connectors.connectors.filter(
    (connector) => connector.type === 'WALLET_CONNECT' && connector.chain !== namespace,
  )
  await Promise.all(
    others.map(async (connector) => {
      const adapter = core.adapters[connector.chain]
      if (!adapter?.reconnect) return
      if (core.state.connection.status[connector.chain] === 'connected') return
      try {
        const result = await adapter.reconnect({ connectorId: connector.id })
        if (result && core.state.connection.status[connector.chain] !== 'connected') {
          applyConnection(core, connector.chain, result)
        }
      } catch (error) {
        core.logger.warn(
          `Airlock: the ${connector.chain} side of the session did not connect`,
          error,
        )
      }
    }),
  )
}
