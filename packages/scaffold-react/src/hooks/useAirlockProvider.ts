import type { ChainAdapter, Connector } from '@airlock/core'
import { useSnapshot } from 'valtio/react'
import type { ChainNamespace } from '../internal/coreTypes'
import { useAirlockInstance } from './useAirlockInstance'

export type UseAirlockProviderReturnType =
  | {
      /** The namespace's adapter (e.g. the EVM adapter, whose `wagmiConfig` wagmi hooks take). */
      adapter: ChainAdapter
      /** The connector the session runs through. */
      connector: Connector
    }
  | undefined

/**
 * The adapter and connector of a connected namespace, for talking to the wallet directly;
 * `undefined` while that namespace is not connected.
 *
 * @example
 * const provider = useAirlockProvider('eip155')
 * provider?.connector.name // 'MetaMask'
 */
export function useAirlockProvider(namespace: ChainNamespace): UseAirlockProviderReturnType {
  const { core } = useAirlockInstance()
  const { chain, connectors } = useSnapshot(core.state)
  const adapter = core.adapters[namespace]
  if (!adapter || chain.accounts[namespace]?.status !== 'connected') return undefined
  // The stored id is the one connect and reconnect recorded (read after the status says connected).
  const id = core.storage.getConnectedConnectorId(namespace)
  const connector = connectors.connectors.find(
    (candidate) => candidate.id === id && candidate.chain === namespace,
  )
  return connector ? { adapter, connector: connector as Connector } : undefined
}
