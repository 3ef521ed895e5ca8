import type { ChainAdapter } from '../adapter/types'
import { parseCaipAddress } from '../caip/parseCaipAddress'
import type { ChainNamespace } from '../caip/types'
import { createEmbeddedState } from '../embedded/createEmbeddedState'
import { getNetworkByCaipId } from '../networks/getNetworkByCaipId'
import type { ResolvedOptions } from '../options/types'
import { isServerRendered } from '../ssr/isServerRendered'
import type { AirlockStorage } from '../storage/types'
import { createAccountState } from './createAccountState'
import { createSendState } from './createSendState'
import type { AirlockState, ConnectionStatus } from './types'

/**
 * The state a new core starts with. The active network is the stored one when it is still
 * configured, else `defaultNetwork`. A namespace starts `connecting` when a connection is stored
 * and will be restored (its adapter exists and `enableReconnect` is on), else `disconnected`.
 * The theme mode is the option, else the stored one. Server rendering
 * (`initialState` or `connectionCookie`): nothing is read from storage; the namespaces of
 * `initialState` start `connected` with the cookie's account, the others `disconnected`, and its
 * network is the active one.
 *
 * @example
 * const state = proxy(createInitialState(options, storage, adapters))
 */
export function createInitialState(
  options: ResolvedOptions,
  storage: AirlockStorage,
  adapters: Readonly<Partial<Record<ChainNamespace, ChainAdapter>>>,
): AirlockState {
  const { initialState } = options
  // Server rendering: the first state is what the server can know too (the options and the
  // cookie), never this browser's storage, so the first client render matches the server's HTML.
  const serverRendered = isServerRendered(options)
  const storedNetwork = serverRendered ? initialState?.activeNetwork : storage.getActiveNetwork()
  const activeNetwork =
    (storedNetwork && getNetworkByCaipId(options.networks, storedNetwork)) || options.defaultNetwork
  const namespaces = [...new Set(options.networks.map((network) => network.chainNamespace))]

  const status: Partial<Record<ChainNamespace, ConnectionStatus>> = {}
  const accounts: AirlockState['chain']['accounts'] = {}
  for (const namespace of namespaces) {
    const restoring =
      !serverRendered &&
      options.enableReconnect &&
      adapters[namespace] !== undefined &&
      storage.getConnectedConnectorId(namespace) !== undefined
    const restored =
      options.enableReconnect && adapters[namespace] !== undefined
        ? initialState?.connections[namespace]
        : undefined
    status[namespace] = restored ? 'connected' : restoring ? 'connecting' : 'disconnected'
    accounts[namespace] = createAccountState(status[namespace], options.defaultAccountTypes)
    if (restored) {
      const { address } = parseCaipAddress(restored.caipAddress)
      Object.assign(accounts[namespace], { caipAddress: restored.caipAddress, address })
    }
  }

  return {
    theme: {
      themeMode: options.themeMode ?? (serverRendered ? undefined : storage.getThemeMode()),
      themeVariables: { ...options.themeVariables },
    },
    modal: { open: false, loading: false, shake: false, legalAccepted: false },
    router: { view: 'Connect', history: ['Connect'], data: undefined, transactionStack: [] },
    chain: {
      activeNamespace: activeNetwork.chainNamespace,
      activeNetwork,
      networks: [...options.networks],
      accounts,
      unsupportedCaipNetworkId: undefined,
    },
    send: createSendState(),
    connectors: { connectors: [], recentWallets: storage.getRecentWallets() },
    connection: { status, error: undefined, wcUri: undefined, wcPairingExpiry: undefined },
    snackbar: {
      message: '',
      messageId: undefined,
      params: undefined,
      variant: 'info',
      open: false,
    },
    alert: { message: '', messageId: undefined, params: undefined, variant: 'info', open: false },
    events: { events: [], pendingAnalytics: [], intent: false },
    siwx: { sessions: [], status: 'idle' },
    embedded: createEmbeddedState(storage, embeddedAccountType(options, adapters)),
  }
}

// The dapp's default account type for the namespace of the adapter that has an embedded wallet.
function embeddedAccountType(
  options: ResolvedOptions,
  adapters: Readonly<Partial<Record<ChainNamespace, ChainAdapter>>>,
) {
  const adapter = Object.values(adapters).find((candidate) => candidate?.embeddedWallet)
  return adapter ? options.defaultAccountTypes[adapter.namespace] : undefined
}
