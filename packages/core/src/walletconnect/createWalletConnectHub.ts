import type { ChainNamespace } from '../caip/types'
import type { Logger } from '../logger/types'
import type {
  WalletConnectAuthentication,
  WalletConnectHub,
  WalletConnectNamespaceProposal,
  WalletConnectProvider,
  WalletConnectProviderOptions,
} from './types'

/**
 * Creates the WalletConnect session a core's adapters share (`ChainAdapterContext.walletConnect`):
 * no SDK code is loaded until an adapter asks for the provider, and then once for the core.
 * `getAuthentication`, when given, turns on one-click sign-in for eip155 pairings; `logger`
 * receives what went wrong quietly (default `console`).
 *
 * @example
 * const hub = createWalletConnectHub()
 * hub.register('solana', () => ({ chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'], methods: ['solana_signMessage'], events: [], rpcMap: {} }))
 * const provider = await hub.getProvider(() => ({ projectId, relayUrl, metadata, storagePrefix: 'airlock' }))
 */
export function createWalletConnectHub(
  getAuthentication?: () => Promise<WalletConnectAuthentication>,
  logger: Pick<Logger, 'warn'> = console,
): WalletConnectHub {
  const proposals = new Map<ChainNamespace, () => WalletConnectNamespaceProposal>()
  let started: Promise<WalletConnectProvider> | undefined
  const hub: WalletConnectHub = {
    ...(getAuthentication ? { getAuthentication } : {}),
    register(namespace, proposal) {
      proposals.set(namespace, proposal)
    },
    getNamespaces() {
      const namespaces: Record<string, WalletConnectNamespaceProposal> = {}
      for (const [namespace, proposal] of proposals) {
        const value = proposal()
        if (value.chains.length > 0) namespaces[namespace] = value
      }
      return namespaces
    },
    getProvider(options: () => WalletConnectProviderOptions) {
      if (started) return started
      const starting = import('./createWalletConnectProvider').then(
        ({ createWalletConnectProvider }) => createWalletConnectProvider(options()),
      )
      started = starting
      // A start that failed (relay unreachable at init) may be tried again by the next connect.
      starting.catch(() => {
        if (started === starting) started = undefined
      })
      return starting
    },
    // Loaded on the first pairing: sign-in over WalletConnect is not in the first load.
    pair: async (provider, namespaces, options) =>
      (await import('./pairWalletConnect')).pairWalletConnect(
        hub,
        provider,
        namespaces,
        options,
        logger,
      ),
  }
  return hub
}
