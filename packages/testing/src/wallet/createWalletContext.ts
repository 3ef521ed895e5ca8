import type { Address, PrivateKeyAccount } from 'viem'
import { isAddressEqual, isHex, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { MockWalletSetupError } from '../errors/MockWalletSetupError'
import { ProviderErrorCodes, ProviderRpcError } from '../errors/ProviderRpcError'
import { createEmitter, type Emitter } from './createEmitter'
import {
  DEFAULT_MOCK_WALLET_ICON,
  DEFAULT_MOCK_WALLET_NAME,
  DEFAULT_MOCK_WALLET_RDNS,
} from './defaults'
import { forwardRpc } from './forwardRpc'
import { readPersistedState, writePersistedState } from './persistedState'
import { randomUuid } from './randomUuid'
import type {
  CreateMockWalletOptions,
  MockChain,
  MockWalletBehavior,
  MockWalletInfo,
  PendingRequest,
} from './types'
import { userRejected } from './walletErrors'

type Pending = {
  request: PendingRequest
  resolve: () => void
  reject: (error: ProviderRpcError) => void
}

/** The mutable state of one wallet; lives in its context, never at module level. */
export type WalletState = {
  added: MockChain[]
  chainId: number
  selected: number
  connected: boolean
  connectedAt: number
  /** EIP-1193 "connected to a chain": false only after disconnect(), until the dapp reconnects. */
  online: boolean
  behavior: MockWalletBehavior
  nextRpcId: number
  nextPendingId: number
}

/** What the request handlers and the test controls share. */
export type WalletContext = {
  info: MockWalletInfo
  accounts: readonly PrivateKeyAccount[]
  state: WalletState
  pending: Map<number, Pending>
  emitter: Emitter
  switchOnAdd: boolean
  chains(): MockChain[]
  findChain(id: number): MockChain | undefined
  persist(): void
  /** Every address, the selected one first. */
  ordered(): Address[]
  /** Forwards to the current chain's RPC (4900 while disconnected). */
  rpc(method: string, params: unknown): Promise<unknown>
  /** Asks "the user": resolves when approved, rejects with 4001 when refused. */
  ask(method: string, params: unknown): Promise<void>
  requireConnected(): void
  /** The account of `address` (4100 if the wallet has none). */
  accountFor(address: unknown): PrivateKeyAccount
  setChain(id: number): void
  /** The dapp is granted accounts: `connect` if it was offline, then `accountsChanged`. */
  connect(): void
  /** EIP-2255 permissions as `wallet_getPermissions` returns them. */
  permissions(): unknown[]
}

/** Builds a wallet's state from its options and what its storage remembers. */
export function createWalletContext(options: CreateMockWalletOptions): WalletContext {
  if (options.privateKeys.length === 0) {
    throw new MockWalletSetupError('createMockWallet: `privateKeys` needs at least one key')
  }
  if (options.chains.length === 0) {
    throw new MockWalletSetupError('createMockWallet: `chains` needs at least one chain')
  }
  const accounts = options.privateKeys.map((key) => privateKeyToAccount(key))
  const info = Object.freeze({
    uuid: options.uuid ?? randomUuid(),
    name: options.name ?? DEFAULT_MOCK_WALLET_NAME,
    icon: options.icon ?? DEFAULT_MOCK_WALLET_ICON,
    rdns: options.rdns ?? DEFAULT_MOCK_WALLET_RDNS,
  })
  const storageKey = `airlock-mock-wallet:${info.rdns}`
  const stored = readPersistedState(options.storage, storageKey)
  const configured = options.chains.map((chain) => ({ ...chain }))

  const state: WalletState = {
    added: (stored.added ?? []).filter((a) => !configured.some((c) => c.id === a.id)),
    chainId: options.chainId ?? configured[0]?.id ?? 0,
    selected: 0,
    connected: options.connected ?? false,
    connectedAt: Date.now(),
    online: true,
    behavior: {
      rejectRequests: options.rejectRequests ?? false,
      unknownChains: options.unknownChains ?? [],
      approval: options.approval ?? 'auto',
    },
    nextRpcId: 1,
    nextPendingId: 1,
  }
  const chains = (): MockChain[] => [...configured, ...state.added]
  const findChain = (id: number): MockChain | undefined => chains().find((c) => c.id === id)
  if (!findChain(state.chainId)) {
    throw new MockWalletSetupError(
      `createMockWallet: chainId ${state.chainId} is not in \`chains\``,
    )
  }
  if (stored.chainId !== undefined && findChain(stored.chainId)) state.chainId = stored.chainId
  if (stored.selected !== undefined && accounts[stored.selected]) state.selected = stored.selected
  if (stored.connected !== undefined) state.connected = stored.connected
  if (stored.connectedAt !== undefined) state.connectedAt = stored.connectedAt
  if (stored.behavior) state.behavior = stored.behavior

  const pending = new Map<number, Pending>()
  const emitter = createEmitter()

  const context: WalletContext = {
    info,
    accounts,
    state,
    pending,
    emitter,
    switchOnAdd: options.switchOnAdd ?? true,
    chains,
    findChain,
    persist() {
      writePersistedState(options.storage, storageKey, {
        connected: state.connected,
        connectedAt: state.connectedAt,
        chainId: state.chainId,
        selected: state.selected,
        added: state.added,
        behavior: state.behavior,
      })
    },
    ordered() {
      const selected = accounts[state.selected]
      const others = accounts.filter((a) => a !== selected).map((a) => a.address)
      return selected ? [selected.address, ...others] : others
    },
    rpc(method, params) {
      const chain = findChain(state.chainId)
      if (!state.online || !chain) {
        return Promise.reject(new ProviderRpcError(ProviderErrorCodes.DISCONNECTED))
      }
      return forwardRpc({
        rpcUrl: chain.rpcUrl,
        id: state.nextRpcId++,
        method,
        params,
        ...(options.transport ? { transport: options.transport } : {}),
      })
    },
    ask(method, params) {
      if (state.behavior.rejectRequests === true) return Promise.reject(userRejected())
      if (state.behavior.approval === 'auto') return Promise.resolve()
      return new Promise((resolve, reject) => {
        const id = state.nextPendingId++
        pending.set(id, { request: { id, method, params }, resolve, reject })
      })
    },
    requireConnected() {
      if (!state.connected) throw new ProviderRpcError(ProviderErrorCodes.UNAUTHORIZED)
    },
    accountFor(address) {
      const account =
        typeof address === 'string' && isHex(address) && address.length === 42
          ? accounts.find((a) => isAddressEqual(a.address, address as Address))
          : undefined
      if (!account) throw new ProviderRpcError(ProviderErrorCodes.UNAUTHORIZED)
      return account
    },
    setChain(id) {
      if (id === state.chainId) return
      state.chainId = id
      context.persist()
      emitter.emit('chainChanged', toHex(id))
    },
    connect() {
      if (!state.online) {
        state.online = true
        emitter.emit('connect', { chainId: toHex(state.chainId) })
      }
      if (state.connected) return
      state.connected = true
      state.connectedAt = Date.now()
      context.persist()
      emitter.emit('accountsChanged', context.ordered())
    },
    permissions() {
      if (!state.connected) return []
      return [
        {
          parentCapability: 'eth_accounts',
          invoker: globalThis.location?.origin ?? 'null',
          date: state.connectedAt,
          caveats: [{ type: 'restrictReturnedAccounts', value: context.ordered() }],
        },
      ]
    },
  }
  return context
}
