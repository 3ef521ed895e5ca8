import type { ChainAdapterEmit } from '@airlock/core'
import { type Config, watchConnection } from '@wagmi/core'

/** The connection the adapter reported to core: what wallet events are compared against. */
export type EvmSession = { connectorId: string; address: string; chainId: number }

export type WatchWalletEventsParameters = {
  getSession(): EvmSession | undefined
  setSession(session: EvmSession | undefined): void
  emit: ChainAdapterEmit
}

/**
 * Reports what the wallet does on its own to core: another account selected
 * (`accountChanged`, with the chain in its CAIP address), another chain (`chainChanged`), the
 * site disconnected in the wallet (`disconnected`). wagmi already listens to the provider's
 * EIP-1193 events; this follows wagmi's state. Nothing is reported while no session was reported
 * (a connect or reconnect under way reports its own result). Returns the unsubscribe function.
 *
 * @example
 * const stop = watchWalletEvents(config, { getSession, setSession, emit: context.emit })
 */
export function watchWalletEvents(
  config: Config,
  parameters: WatchWalletEventsParameters,
): () => void {
  const { getSession, setSession, emit } = parameters
  return watchConnection(config, {
    onChange(connection) {
      const session = getSession()
      if (!session) return
      if (connection.status === 'disconnected') {
        setSession(undefined)
        emit('disconnected', { namespace: 'eip155' })
        return
      }
      if (connection.status !== 'connected') return
      const { address, chainId } = connection
      if (address !== session.address) {
        setSession({ connectorId: connection.connector.id, address, chainId })
        emit('accountChanged', { namespace: 'eip155', caipAddress: `eip155:${chainId}:${address}` })
      } else if (chainId !== session.chainId) {
        setSession({ ...session, chainId })
        emit('chainChanged', { namespace: 'eip155', caipNetworkId: `eip155:${chainId}` })
      }
    },
  })
}
