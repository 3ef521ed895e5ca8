import { proxy, snapshot, subscribe } from 'valtio/vanilla'
import { clearConnection } from './actions/clearConnection'
import type { FetchBalanceReturnType } from './actions/fetchBalance'
import { loadAccountData } from './actions/loadAccountData'
import { reconnect } from './actions/reconnect'
import { setAccount } from './actions/setAccount'
import { showAlert } from './actions/showAlert'
import { showSessionExpired } from './actions/showSessionExpired'
import { syncNetwork } from './actions/syncNetwork'
import type {
  ChainAdapter,
  ChainAdapterContext,
  ChainAdapterEventName,
  ChainAdapterEvents,
} from './adapter/types'
import { watchAnalytics } from './analytics/watchAnalytics'
import { isChainNamespace } from './caip/isChainNamespace'
import { parseCaipAddress } from './caip/parseCaipAddress'
import type { ChainNamespace } from './caip/types'
import { setConnectors } from './connectors/setConnectors'
import { getEmbeddedChainId } from './embedded/getEmbeddedChainId'
import { createEmbeddedInternals, type EmbeddedInternals } from './embedded/internals'
import { watchEmbeddedWallet } from './embedded/watchEmbeddedWallet'
import { createLogger } from './logger/createLogger'
import type { Logger } from './logger/types'
import { type ResolveOptionsErrorType, resolveOptions } from './options/resolveOptions'
import type { AirlockOptions, ResolvedOptions } from './options/types'
import type { GrantedPermission } from './smartSessions/types'
import { isServerRendered } from './ssr/isServerRendered'
import { createInitialState } from './state/createInitialState'
import type { AirlockState, TrackedEventEntry } from './state/types'
import { createStorage } from './storage/createStorage'
import type { AirlockStorage } from './storage/types'
import { createWalletConnectHub } from './walletconnect/createWalletConnectHub'
import type { WalletConnectHub } from './walletconnect/types'

/** Per-instance internals kept outside the proxy: timers and listeners are not state. */
export type AirlockCoreInternals = {
  shakeTimer: ReturnType<typeof setTimeout> | undefined
  snackbarTimer: ReturnType<typeof setTimeout> | undefined
  readonly eventListeners: Set<(entry: TrackedEventEntry) => void>
  /** The Blockchain API's `/v1/supported-chains` list, asked once (`fetchBalance`). */
  supportedChains: Promise<readonly string[]> | undefined
  /** Balance requests in flight, by CAIP address, so concurrent fetches share one. */
  readonly pendingBalances: Map<string, Promise<FetchBalanceReturnType>>
  /** The embedded wallet's frame, timers and pending requests. */
  readonly embedded: EmbeddedInternals
  /** Spending permissions granted through this instance, by context (they hold the session keys). */
  readonly smartSessions: Map<string, GrantedPermission>
  /** The WalletConnect session the adapters share (its SDK loads on first use). */
  readonly walletConnect: WalletConnectHub
  /** Namespaces shown `connected` from `initialState` whose wallet has not been asked yet. */
  readonly initialConnections: Set<ChainNamespace>
  /** Lets a server-rendered core restore connections (`finishHydration`). */
  finishHydration: () => void
}

/**
 * One Airlock instance: its valtio state and everything that is not state. Actions take it as
 * their first argument.
 */
export type AirlockCore = {
  /** The instance's valtio `proxy()`; read it with `snapshot()` or React's `useSnapshot()`. */
  readonly state: AirlockState
  readonly options: ResolvedOptions
  readonly storage: AirlockStorage
  /** Adapters by namespace. */
  readonly adapters: Readonly<Partial<Record<ChainNamespace, ChainAdapter>>>
  readonly internals: AirlockCoreInternals
  /** The instance's logger; `getLogs(core)` reads its buffer, `setLogLevel(core, level)` sets it. */
  readonly logger: Logger
  /** Settles when every adapter is set up and stored connections are restored. Never rejects. */
  readonly ready: Promise<void>
}

export type CreateAirlockCoreParameters = AirlockOptions

export type CreateAirlockCoreReturnType = AirlockCore

export type CreateAirlockCoreErrorType = ResolveOptionsErrorType

/**
 * Builds one Airlock instance: validates
 * the options, creates the instance's own valtio state, sets up each adapter with a context bound
 * to this instance and routes its events to the actions (`accountChanged` syncs the account,
 * `chainChanged` follows the network (an unknown chain opens UnsupportedChain), `connectorsChanged`
 * replaces the namespace's connectors, `disconnected` forgets the session), then restores stored
 * connections unless `enableReconnect` is false. A missing project id shows the alert
 * `Project ID Not Configured` and the core still works. Two
 * instances share nothing.
 *
 * @example
 * const core = createAirlockCore({ projectId: 'abc', networks: [mainnet, base], adapters: [evm] })
 * await core.ready
 * openModal(core)
 */
export function createAirlockCore(
  parameters: CreateAirlockCoreParameters,
): CreateAirlockCoreReturnType {
  const options = resolveOptions(parameters)
  const logger = createLogger({ level: options.logLevel })
  const storage = createStorage(options.storage, { logger })
  const adapters: Partial<Record<ChainNamespace, ChainAdapter>> = {}
  for (const adapter of options.adapters) adapters[adapter.namespace] = adapter

  const state = proxy(createInitialState(options, storage, adapters))
  const internals: AirlockCoreInternals = {
    shakeTimer: undefined,
    snackbarTimer: undefined,
    eventListeners: new Set(),
    supportedChains: undefined,
    pendingBalances: new Map(),
    embedded: createEmbeddedInternals(),
    smartSessions: new Map(),
    // One-click sign-in over WalletConnect with `siwx`; its code loads on the first pairing.
    walletConnect: createWalletConnectHub(
      options.siwx
        ? async () =>
            (await import('./walletconnect/siwxAuthentication')).createSiwxAuthentication(core)
        : undefined,
      logger,
      // The wallet deleted the session or it expired: each adapter forgets its side (a disconnect),
      // and the visitor is told why the account is gone.
      { onSessionEnded: () => showSessionExpired(core) },
    ),
    initialConnections: new Set(
      Object.keys(options.initialState?.connections ?? {})
        .filter(isChainNamespace)
        .filter((namespace) => state.chain.accounts[namespace]?.status === 'connected'),
    ),
    finishHydration: () => undefined,
  }
  // A server-rendered page in the browser: what restoring changes waits until the first render
  // has matched the server's HTML (React hydrates in slices; a state change in between is a
  // hydration mismatch).
  const hydrated =
    isServerRendered(options) && typeof document !== 'undefined'
      ? new Promise<void>((done) => {
          internals.finishHydration = () => done()
        })
      : undefined
  const setups: Promise<void>[] = []
  // Starts after this function returns, when every setup below has been started.
  const ready = Promise.resolve().then(async () => {
    await Promise.all(setups)
    // Only when there is something to wait for: other dapps keep their timing to the microtask.
    if (hydrated) await hydrated
    if (options.enableReconnect) await reconnect(core)
  })
  const core: AirlockCore = { state, options, storage, adapters, internals, logger, ready }

  if (!options.projectId) {
    showAlert(core, { messageId: 'projectIdNotConfigured', variant: 'warning' })
  }
  for (const adapter of options.adapters) {
    const setup = setupAdapter(core, adapter)
    if (setup) setups.push(setup)
  }
  if (options.adapters.some((adapter) => adapter.embeddedWallet)) watchEmbeddedWallet(core)
  // The cookie a server reads back with `cookieToInitialState`; its code loads only when asked for.
  const { connectionCookie } = options
  if (connectionCookie && typeof document !== 'undefined')
    void import('./ssr/watchConnectionCookie').then(({ watchConnectionCookie }) =>
      watchConnectionCookie(core, connectionCookie),
    )
  // Analytics: nothing is fetched or sent before the visitor's first intent, and never when the
  // dapp turned `features.analytics` off; the sender's code loads at that intent.
  watchAnalytics(core)
  // Sign-in after connect and after each account or network switch (SPEC.md §4); its code loads
  // only for a dapp that signs visitors in, and checks the state it finds when it starts.
  if (options.siwx || options.siweConfig)
    void import('./siwx/watchSiwx').then(({ watchSiwx }) => watchSiwx(core))
  return core
}

// Runs `setup`; connectors of a synchronous setup are in state before createAirlockCore returns.
function setupAdapter(core: AirlockCore, adapter: ChainAdapter): Promise<void> | undefined {
  const loadConnectors = (): void =>
    setConnectors(core, { namespace: adapter.namespace, connectors: adapter.getConnectors() })
  const fail = (error: unknown): void => {
    core.logger.error(`Airlock: the ${adapter.namespace} adapter failed to set up`, error)
  }
  try {
    const result = adapter.setup(createAdapterContext(core, adapter))
    if (result instanceof Promise) return result.then(loadConnectors, fail)
    loadConnectors()
  } catch (error) {
    fail(error)
  }
  return undefined
}

function createAdapterContext(core: AirlockCore, adapter: ChainAdapter): ChainAdapterContext {
  const handlers: {
    [event in ChainAdapterEventName]: (payload: ChainAdapterEvents[event]) => void
  } = {
    accountChanged: ({ caipAddress }) => {
      const { namespace, caipNetworkId } = parseCaipAddress(caipAddress)
      const previous = core.state.chain.accounts[namespace as ChainNamespace]?.address
      setAccount(core, { caipAddress })
      if (isChainNamespace(namespace)) {
        syncNetwork(core, { namespace, caipNetworkId })
        // Another account: its balances and name (SPEC.md §9).
        if (previous !== parseCaipAddress(caipAddress).address)
          void loadAccountData(core, namespace)
      }
    },
    chainChanged: (payload) => syncNetwork(core, payload),
    connectorsChanged: ({ connectors }) =>
      setConnectors(core, { namespace: adapter.namespace, connectors }),
    disconnected: ({ namespace }) => clearConnection(core, namespace),
  }
  return {
    emit: (event, payload) => handlers[event](payload),
    getState: () => snapshot(core.state),
    storage: core.storage,
    networks: core.options.networks,
    projectId: core.options.projectId,
    relayUrl: core.options.relayUrl,
    secureSiteUrl: core.options.secureSiteUrl,
    apiUrl: core.options.apiUrl,
    metadata: core.options.metadata,
    walletConnect: core.internals.walletConnect,
    embedded: {
      getState: () => snapshot(core.state.embedded),
      subscribe: (listener) => subscribe(core.state.embedded, listener),
      getChainId: () => getEmbeddedChainId(core),
      getLastChainId: () => {
        const chain = core.storage.getLastUsedChain()
        const id = chain ? Number(chain.split(':')[1]) : Number.NaN
        return Number.isSafeInteger(id) && id > 0 ? id : undefined
      },
      // Each loads its code on first use (import()): nothing of the session is in the first load.
      getUser: async (parameters) =>
        (await import('./embedded/getEmbeddedUser')).getEmbeddedUser(core, parameters),
      isAuthorized: async () =>
        (await import('./embedded/isEmbeddedSessionActive')).isEmbeddedSessionActive(core),
      signOut: async () => (await import('./embedded/signOutEmbedded')).signOutEmbedded(core),
      switchNetwork: async (parameters) =>
        (await import('./embedded/switchEmbeddedNetwork')).switchEmbeddedNetwork(core, parameters),
      request: async (parameters) =>
        (await import('./embedded/requestEmbedded')).requestEmbedded(core, parameters),
    },
  }
}
