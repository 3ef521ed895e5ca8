import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/types'
import type { Connector } from '../connectors/types'
import { isChainNotAddedError } from '../errors/isChainNotAddedError'
import { ChainNotSupportedError } from '../errors/network'
import { WalletRpcError } from '../errors/wallet'
import { createAdapter } from './createAdapter'
import type {
  ChainAdapter,
  ChainAdapterConnectResult,
  ChainAdapterContext,
  Eip1193Provider,
} from './types'

export type CreateTestAdapterParameters = {
  /** Default `eip155`. */
  namespace?: ChainNamespace
  /** Default: one announced wallet, `Test Wallet` (rdns `org.airlock.test`). */
  connectors?: readonly Connector[]
  /** The wallet's account. Default: a well-known local test account of the namespace. */
  address?: string
  /** The wallet's network. Default: the first configured network of the namespace. */
  caipNetworkId?: CaipNetworkId
  /** Default `{ balance: '1.0', symbol: 'ETH' }`. */
  balance?: { balance: string; symbol: string }
}

/** One call the test adapter received. */
export type TestAdapterCall = { method: string; parameters: unknown }

/** The switches and triggers of a {@link TestAdapter}. Set fields directly between steps. */
export type TestAdapterControls = {
  /** Thrown by `connect` while set. */
  connectError: unknown
  /** Thrown by `switchNetwork` while set, as the wallet's answer. */
  switchError: unknown
  /**
   * When `switchError` means "chain not added" (4902 and friends): `true` adds the chain and
   * switches, `false` fails the add too (`Chain is not supported`), `undefined` passes the
   * wallet's error through untouched (an adapter without an add-chain path).
   */
  canAddChain: boolean | undefined
  /** Thrown by `disconnect` while set. */
  disconnectError: unknown
  /** Thrown by `getBalance` while set. */
  balanceError: unknown
  /** Thrown by `signMessage` and `sendTransaction` while set. */
  signError: unknown
  /** Whether `reconnect` finds a session. Default true. */
  hasSession: boolean
  address: string
  caipNetworkId: CaipNetworkId
  balance: { balance: string; symbol: string }
  /** Every call received, in order. */
  readonly calls: TestAdapterCall[]
  /** Makes `connect` reject like a wallet whose user said no (EIP-1193 code 4001). */
  rejectConnect(): void
  /** Reports a new account (`accountChanged`). False when the adapter is not set up. */
  emitAccountChanged(address: string): boolean
  /** Reports a network change (`chainChanged`). False when the adapter is not set up. */
  emitChainChanged(caipNetworkId: CaipNetworkId): boolean
  /** Reports that the wallet ended the session (`disconnected`). */
  emitDisconnected(): boolean
  /** Reports a new connector list (`connectorsChanged`). */
  emitConnectors(connectors: readonly Connector[]): boolean
}

/** A chain adapter kept in memory, with {@link TestAdapterControls} under `test`. */
export type TestAdapter = ChainAdapter & { readonly test: TestAdapterControls }

const DEFAULT_ADDRESSES: Readonly<Record<ChainNamespace, string>> = {
  // The first funded account of local EVM chains (anvil, hardhat).
  eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  solana: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  bip122: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  polkadot: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
}

/**
 * A test double of the chain-adapter contract: a real, in-memory implementation with no wallet
 * behind it, for core's tests and other packages' (connection transitions without mocks). Its
 * `test` controls make `connect` reject, `switchNetwork` fail like a wallet (4902 and the add-chain
 * path), the balance or disconnect fail, and emit account, chain, connector and disconnect events.
 * Signatures are the message's bytes in hex and hashes a counter: shaped like the real ones, not
 * real.
 *
 * @example
 * const adapter = createTestAdapter()
 * const core = createAirlockCore({ projectId: 'p', networks: [mainnet], adapters: [adapter] })
 * adapter.test.rejectConnect()
 * await connect(core, { connector: adapter.getConnectors()[0] }) // throws UserRejectedRequestError
 */
export function createTestAdapter(parameters: CreateTestAdapterParameters = {}): TestAdapter {
  const namespace = parameters.namespace ?? 'eip155'
  const connectors = parameters.connectors ?? [
    {
      id: 'test-wallet',
      name: 'Test Wallet',
      type: 'ANNOUNCED',
      chain: namespace,
      info: { rdns: 'org.airlock.test' },
    },
  ]

  return createAdapter(() => {
    let context: ChainAdapterContext | undefined
    let connected = false
    let transactions = 0

    const emit = (run: (context: ChainAdapterContext) => void): boolean => {
      if (!context) return false
      run(context)
      return true
    }
    const caipAddress = (): CaipAddress => `${test.caipNetworkId}:${test.address}`
    const record = (method: string, parameters: unknown): void => {
      test.calls.push({ method, parameters })
    }
    const result = (connector: Connector): ChainAdapterConnectResult => ({
      address: test.address,
      network: test.caipNetworkId,
      connector,
    })

    // The wallet as a page sees it: accounts and chain id from the controls; signing as above.
    const provider: Eip1193Provider = {
      request: async ({ method, params }) => {
        record('request', { method, params })
        if (method === 'eth_accounts' || method === 'eth_requestAccounts')
          return connected ? [test.address] : []
        if (method === 'eth_chainId')
          return `0x${Number(test.caipNetworkId.split(':')[1]).toString(16)}`
        throw new WalletRpcError({ code: 4200, details: `${method} is not supported` })
      },
    }
    const test: TestAdapterControls = {
      connectError: undefined,
      switchError: undefined,
      canAddChain: undefined,
      disconnectError: undefined,
      balanceError: undefined,
      signError: undefined,
      hasSession: true,
      address: parameters.address ?? DEFAULT_ADDRESSES[namespace],
      caipNetworkId: parameters.caipNetworkId ?? `${namespace}:1`,
      balance: parameters.balance ?? { balance: '1.0', symbol: 'ETH' },
      calls: [],
      rejectConnect() {
        test.connectError = { code: 4001, message: 'User rejected the request.' }
      },
      emitAccountChanged(address) {
        test.address = address
        return emit((ctx) => ctx.emit('accountChanged', { namespace, caipAddress: caipAddress() }))
      },
      emitChainChanged(caipNetworkId) {
        test.caipNetworkId = caipNetworkId
        return emit((ctx) => ctx.emit('chainChanged', { namespace, caipNetworkId }))
      },
      emitDisconnected() {
        connected = false
        return emit((ctx) => ctx.emit('disconnected', { namespace }))
      },
      emitConnectors(next) {
        return emit((ctx) => ctx.emit('connectorsChanged', { connectors: next }))
      },
    }

    return {
      namespace,
      test,
      setup(setupContext) {
        record('setup', undefined)
        context = setupContext
        if (parameters.caipNetworkId) return
        const first = setupContext.networks.find((network) => network.chainNamespace === namespace)
        if (first) test.caipNetworkId = first.caipNetworkId
      },
      getConnectors: () => connectors,
      async connect(connectParameters) {
        record('connect', connectParameters)
        if (test.connectError !== undefined) throw test.connectError
        if (connectParameters.network) test.caipNetworkId = connectParameters.network.caipNetworkId
        connected = true
        return result(connectParameters.connector)
      },
      async reconnect(reconnectParameters) {
        record('reconnect', reconnectParameters)
        const connector = connectors.find((item) => item.id === reconnectParameters.connectorId)
        if (!test.hasSession || !connector) return undefined
        connected = true
        return result(connector)
      },
      async disconnect() {
        record('disconnect', undefined)
        if (test.disconnectError !== undefined) throw test.disconnectError
        connected = false
      },
      async switchNetwork(switchParameters) {
        record('switchNetwork', switchParameters)
        const { caipNetworkId } = switchParameters.network
        const error = test.switchError
        if (error !== undefined) {
          if (!isChainNotAddedError(error) || test.canAddChain === undefined) throw error
          if (!test.canAddChain) throw new ChainNotSupportedError({ caipNetworkId, cause: error })
          record('addChain', switchParameters)
        }
        test.caipNetworkId = caipNetworkId
        if (connected) emit((ctx) => ctx.emit('chainChanged', { namespace, caipNetworkId }))
      },
      async signMessage(signParameters) {
        record('signMessage', signParameters)
        if (test.signError !== undefined) throw test.signError
        const bytes = new TextEncoder().encode(signParameters.message)
        return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
      },
      async sendTransaction(transaction) {
        record('sendTransaction', transaction)
        if (test.signError !== undefined) throw test.signError
        transactions += 1
        return `0x${transactions.toString(16).padStart(64, '0')}`
      },
      async estimateGas(transaction) {
        record('estimateGas', transaction)
        return 21000n
      },
      async getBalance(balanceParameters) {
        record('getBalance', balanceParameters)
        if (test.balanceError !== undefined) throw test.balanceError
        return { ...test.balance }
      },
      async getProvider() {
        record('getProvider', undefined)
        return connected ? provider : undefined
      },
    }
  })
}
