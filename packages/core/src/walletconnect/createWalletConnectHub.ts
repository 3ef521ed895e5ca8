import type { ChainNamespace } from '../caip/types'
import type { Logger } from '../logger/types'
import { toWalletConnectError } from './toWalletConnectError'
import type {
  WalletConnectAuthentication,
  WalletConnectHub,
  WalletConnectNamespaceProposal,
  WalletConnectProvider,
  WalletConnectProviderOptions,
} from './types'

export type CreateWalletConnectHubOptions = {
  /**
   * Called when the session ends from the other side: the wallet deleted it, it expired at the
   * relay, or the SDK no longer knows it when a request is made (an adapter calls `sessionEnded`).
   * Not called when the dapp disconnects itself.
   */
  onSessionEnded?: () => void
}

/**
 * Creates the WalletConnect session a core's adapters share (`ChainAdapterContext.walletConnect`):
 * no SDK code is loaded until an adapter asks for the provider, and then once for the core.
 * `getAuthentication`, when given, turns on one-click sign-in for eip155 pairings; `logger`
 * receives what went wrong quietly (default `console`); `onSessionEnded` hears a session the
 * wallet or the relay ended (core shows `Session Expired`).
 *
 * @example
 * const hub = createWalletConnectHub()
 * hub.register('solana', () => ({ chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'], methods: ['solana_signMessage'], events: [], rpcMap: {} }))
 * const provider = await hub.getProvider(() => ({ projectId, relayUrl, metadata, storagePrefix: 'airlock' }))
 */
export function createWalletConnectHub(
  getAuthentication?: () => Promise<WalletConnectAuthentication>,
  logger: Pick<Logger, 'warn'> = console,
  options: CreateWalletConnectHubOptions = {},
): WalletConnectHub {
  const ended = (): void => options.onSessionEnded?.()
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
    getProvider(getOptions: () => WalletConnectProviderOptions) {
      if (started) return started
      const starting = import('./createWalletConnectProvider').then(
        async ({ createWalletConnectProvider }) => {
          const provider = await createWalletConnectProvider(getOptions())
          // The provider emits this only for its own session, deleted by the wallet or expired at
          // the relay (the SDK deletes an expired session the same way); never for the dapp's own
          // disconnect.
          provider.on('session_delete', ended)
          return provider
        },
      )
      started = starting
      // A start that failed (relay unreachable at init) may be tried again by the next connect.
      starting.catch(() => {
        if (started === starting) started = undefined
      })
      return starting
    },
    sessionEnded: ended,
    // Loaded on the first pairing: sign-in over WalletConnect is not in the first load.
    pair: async (provider, namespaces, options) => {
      const { pairWalletConnect } = await import('./pairWalletConnect')
      return pairWalletConnect(hub, provider, namespaces, options, logger).catch(
        (error: unknown) => {
          throw toWalletConnectError(error)
        },
      )
    },
  }
  return hub
}
