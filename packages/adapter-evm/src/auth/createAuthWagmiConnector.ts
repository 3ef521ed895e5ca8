import { type ChainAdapterEmbeddedContext, ChainNotSupportedError } from '@airlock/core'
import { type CreateConnectorFn, createConnector } from '@wagmi/core'
import { type Address, getAddress, numberToHex } from 'viem'

/** The id of the auth connector (stored by core to restore the session). */
export const AUTH_CONNECTOR_ID = 'auth'
/** The wagmi `type` of the auth connector; listed as `AUTH`. */
export const AUTH_CONNECTOR_TYPE = 'auth'

type Listener = (...args: unknown[]) => void

/** The embedded wallet's EIP-1193 provider, as wagmi and the dapp see it. */
export type AuthProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

// The frame's user when it is the EVM account: with a Solana adapter beside this one, the same
// login's Solana account (a `solana:` chain) is the frame's user while Solana is in use.
function isEvmUser<T extends { chainId: string | number }>(user: T | undefined): user is T {
  return user !== undefined && !/^(?!eip155:)[-a-z0-9]{3,8}:/.test(String(user.chainId))
}

function toChainId(value: unknown): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/**
 * A wagmi connector over core's embedded session, so a dapp keeps using wagmi (its actions and
 * hooks) with Airlock's config: connect is GET_USER, disconnect SIGN_OUT, `isAuthorized` the
 * stored session (IS_CONNECTED, only when the login-used flag is set), switching SWITCH_NETWORK;
 * the provider answers `eth_chainId` and `eth_accounts` locally, switches chains through the frame
 * and sends everything else to core (allow-list, then the frame, which asks the visitor).
 *
 * @example
 * const config = createConfig({ chains, transports, connectors: [createAuthWagmiConnector(() => context.embedded)] })
 */
export function createAuthWagmiConnector(
  getController: () => ChainAdapterEmbeddedContext,
  { name = 'Email and socials' }: { name?: string } = {},
): CreateConnectorFn<AuthProvider> {
  return createConnector<AuthProvider>((config) => {
    const listeners = new Map<string, Set<Listener>>()
    const emit = (event: string, ...args: unknown[]) => {
      for (const listener of listeners.get(event) ?? []) listener(...args)
    }
    let unsubscribe: (() => void) | undefined
    let last: { address: string; chainId: number } | undefined

    // Tells wagmi (and the provider's listeners) when the frame's user changes: another account
    // type gives another address, a switch another chain.
    const follow = (auth: ChainAdapterEmbeddedContext) => {
      unsubscribe?.()
      unsubscribe = auth.subscribe(() => {
        const user = auth.getState().user
        if (!isEvmUser(user) || !last) return
        const chainId = toChainId(String(user.chainId).split(':').pop())
        if (user.address !== last.address) {
          last = { ...last, address: user.address }
          config.emitter.emit('change', { accounts: [getAddress(user.address)] })
          emit('accountsChanged', [user.address])
        }
        if (chainId !== undefined && chainId !== last.chainId) {
          last = { ...last, chainId }
          config.emitter.emit('change', { chainId })
          emit('chainChanged', numberToHex(chainId))
        }
      })
    }

    const switchTo = async (chainId: number) => {
      const chain = config.chains.find(({ id }) => id === chainId)
      if (!chain) throw new ChainNotSupportedError()
      await getController().switchNetwork({ chainId })
      return chain
    }

    const provider: AuthProvider = {
      async request({ method, params }) {
        if (method === 'wallet_switchEthereumChain') {
          const [first] = Array.isArray(params) ? params : []
          const chainId =
            typeof first === 'object' && first !== null && 'chainId' in first
              ? toChainId(first.chainId)
              : undefined
          if (chainId === undefined) throw new ChainNotSupportedError()
          await switchTo(chainId)
          return null
        }
        const auth = getController()
        const found = auth.getState().user
        const user = isEvmUser(found) ? found : undefined
        // Answered here from the session: no frame round trip.
        if (method === 'eth_chainId')
          return numberToHex(
            toChainId(
              String(user?.chainId ?? last?.chainId ?? auth.getChainId())
                .split(':')
                .pop(),
            ) ?? 1,
          )
        if (method === 'eth_accounts' || method === 'eth_requestAccounts')
          return user ? [user.address] : last ? [last.address] : []
        return auth.request(params === undefined ? { method } : { method, params })
      },
      on(event, listener) {
        const set = listeners.get(event) ?? new Set()
        set.add(listener)
        listeners.set(event, set)
      },
      removeListener(event, listener) {
        listeners.get(event)?.delete(listener)
      },
    }

    return {
      id: AUTH_CONNECTOR_ID,
      name,
      type: AUTH_CONNECTOR_TYPE,
      async connect({ chainId, isReconnecting } = {}) {
        const auth = getController()
        // A restored session goes back to its last chain; a new one starts on the dapp's.
        const wanted =
          chainId ?? (isReconnecting ? auth.getLastChainId() : undefined) ?? auth.getChainId()
        const target = config.chains.some(({ id }) => id === wanted) ? wanted : config.chains[0].id
        const user = await auth.getUser({ chainId: target })
        const address = getAddress(user.address)
        const connected = toChainId(String(user.chainId).split(':').pop()) ?? target
        last = { address: user.address, chainId: connected }
        follow(auth)
        // biome-ignore lint/suspicious/noExplicitAny: wagmi's generic return (capabilities or not)
        return { accounts: [address] as any, chainId: connected }
      },
      async disconnect() {
        unsubscribe?.()
        unsubscribe = undefined
        last = undefined
        await getController().signOut()
      },
      async getAccounts() {
        const user = getController().getState().user
        if (!isEvmUser(user)) return last ? [getAddress(last.address) as Address] : []
        return [getAddress(user.address) as Address]
      },
      async getChainId() {
        const user = getController().getState().user
        if (!isEvmUser(user) && last) return last.chainId
        return (
          toChainId(
            String(user?.chainId ?? '')
              .split(':')
              .pop(),
          ) ?? config.chains[0].id
        )
      },
      async getProvider() {
        return provider
      },
      isAuthorized: () => getController().isAuthorized(),
      switchChain: ({ chainId }) => switchTo(chainId),
      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
      },
      onChainChanged(chain) {
        config.emitter.emit('change', { chainId: Number(chain) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}
