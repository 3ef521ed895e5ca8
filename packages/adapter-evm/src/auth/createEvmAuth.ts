import {
  AddressOrAuthConnectorNotFoundError,
  type ChainAdapterContext,
  DEFAULT_SECURE_SITE_URL,
} from '@airlock/core'
import type { CreateConnectorFn } from '@wagmi/core'
import {
  type AuthController,
  type CreateAuthControllerParameters,
  createAuthController,
} from './createAuthController'
import {
  AUTH_CONNECTOR_ID,
  type AuthProvider,
  createAuthWagmiConnector,
} from './createAuthWagmiConnector'
import type { AuthSnapshot } from './types'

/** Options of the embedded wallet (`createEvmAdapter({ auth })`). */
export type EvmAuthParameters = {
  /**
   * The secure site the frame loads from; given here, it wins over core's. Default: core's
   * `secureSiteUrl` (itself defaulting to the local one, `http://127.0.0.1:8788`).
   */
  secureSiteUrl?: string | undefined
  /** Passed to the frame as `enableLogger`. Default false. */
  enableLogger?: boolean | undefined
  /** The connector's name (wagmi's `connector.name`). Default `Email and socials`. */
  name?: string | undefined
  /** Creates the frame (tests pass a double); default `createWalletFrame` of `@airlock/wallet-frame`. */
  createFrame?: CreateAuthControllerParameters['createFrame']
}

/** The embedded wallet as the modal's views use it (`adapter.embeddedWallet`). */
export type EvmEmbeddedWallet = Omit<
  AuthController,
  'request' | 'destroy' | 'getUser' | 'isAuthorized' | 'signOut' | 'switchNetwork'
> & {
  readonly connectorId: string
  /** The secure site's origin: where the social login window reports back from. */
  readonly secureSiteOrigin: string
}

/** What {@link createEvmAuth} returns to the adapter. */
export type EvmAuth = {
  /** The wagmi connector (type `auth`, listed as `AUTH`). */
  connector: CreateConnectorFn<AuthProvider>
  embeddedWallet: EvmEmbeddedWallet
  setup(context: ChainAdapterContext): void
  destroy(): void
}

const EMPTY: AuthSnapshot = {
  user: undefined,
  socialProvider: undefined,
  pendingRequest: undefined,
  refusedRequests: 0,
  smartAccountEnabledNetworks: [],
}

/**
 * The EVM adapter's embedded wallet (issue #6): the auth controller, created at setup with core's
 * storage, project id and (unless `secureSiteUrl` is given here) secure site; its wagmi connector;
 * and the `embeddedWallet` the modal's views call.
 * `@airlock/wallet-frame` is fetched only when a view uses it or a stored session is restored.
 *
 * @example
 * const auth = createEvmAuth({ secureSiteUrl: 'http://127.0.0.1:8788' })
 * // createEvmWagmiConfig({ networks, connectors: [auth.connector] }); auth.setup(context)
 */
export function createEvmAuth(parameters: EvmAuthParameters = {}): EvmAuth {
  let controller: AuthController | undefined
  let context: ChainAdapterContext | undefined
  // An explicit option wins; else the core's, known at setup (the local default before that).
  const secureSiteUrl = (): string =>
    parameters.secureSiteUrl ?? context?.secureSiteUrl ?? DEFAULT_SECURE_SITE_URL
  let stop: (() => void) | undefined
  const listeners = new Set<() => void>()
  const get = (): AuthController => {
    if (!controller) throw new AddressOrAuthConnectorNotFoundError()
    return controller
  }
  const embeddedWallet: EvmEmbeddedWallet = {
    connectorId: AUTH_CONNECTOR_ID,
    get secureSiteOrigin() {
      return new URL(secureSiteUrl()).origin
    },
    getSnapshot: () => controller?.getSnapshot() ?? EMPTY,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    preload: () => controller?.preload(),
    getChainId: () => get().getChainId(),
    getLastChainId: () => get().getLastChainId(),
    connectEmail: (p) => get().connectEmail(p),
    connectDevice: (p) => get().connectDevice(p),
    connectOtp: (p) => get().connectOtp(p),
    getSocialRedirectUri: (p) => get().getSocialRedirectUri(p),
    connectSocial: (p) => get().connectSocial(p),
    getFarcasterUri: () => get().getFarcasterUri(),
    connectFarcaster: () => get().connectFarcaster(),
    updateEmail: (p) => get().updateEmail(p),
    updateEmailPrimaryOtp: (p) => get().updateEmailPrimaryOtp(p),
    updateEmailSecondaryOtp: (p) => get().updateEmailSecondaryOtp(p),
    setPreferredAccountType: (p) => get().setPreferredAccountType(p),
    getSmartAccountEnabledNetworks: () => get().getSmartAccountEnabledNetworks(),
    approveRequest: () => get().approveRequest(),
    rejectRequest: () => get().rejectRequest(),
  }
  return {
    connector: createAuthWagmiConnector(get, parameters.name ? { name: parameters.name } : {}),
    embeddedWallet,
    setup(setupContext) {
      context = setupContext
      controller = createAuthController({
        secureSiteUrl: secureSiteUrl(),
        projectId: setupContext.projectId ?? '',
        storage: setupContext.storage,
        enableLogger: parameters.enableLogger,
        createFrame: parameters.createFrame,
        getChainId: () => {
          const { activeNetwork, networks } = setupContext.getState().chain
          const network =
            activeNetwork.chainNamespace === 'eip155'
              ? activeNetwork
              : networks.find(({ chainNamespace }) => chainNamespace === 'eip155')
          return Number(network?.id ?? 1)
        },
      })
      stop = controller.subscribe(() => {
        for (const listener of listeners) listener()
      })
    },
    destroy() {
      stop?.()
      controller?.destroy()
      controller = undefined
    },
  }
}
