import type { Address, Hex, PrivateKeyAccount } from 'viem'
import { isAddressEqual, isHex, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { MockWalletSetupError } from '../errors/MockWalletSetupError'
import { ProviderErrorCodes, ProviderRpcError } from '../errors/ProviderRpcError'
import { createEmitter } from './createEmitter'
import {
  DEFAULT_MOCK_WALLET_ICON,
  DEFAULT_MOCK_WALLET_NAME,
  DEFAULT_MOCK_WALLET_RDNS,
} from './defaults'
import { forwardRpc } from './forwardRpc'
import { parseChainId } from './parseChainId'
import { readPersistedState, writePersistedState } from './persistedState'
import { prepareTransaction } from './prepareTransaction'
import type {
  CreateMockWalletOptions,
  MockChain,
  MockEip1193Provider,
  MockRequestArguments,
  MockWallet,
  MockWalletBehavior,
  PendingRequest,
} from './types'

type Pending = {
  request: PendingRequest
  resolve: () => void
  reject: (error: ProviderRpcError) => void
}

// Reads (and node-info calls) a wallet passes to the chain. Anything that signs, or that asks a
// node to use its own unlocked accounts, must never reach it: anvil would happily sign with those.
const FORWARDED = /^(eth|net|web3)_/
const NEVER_FORWARDED = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_coinbase',
  'eth_decrypt',
  'eth_getEncryptionPublicKey',
])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function rejected(): ProviderRpcError {
  return new ProviderRpcError(ProviderErrorCodes.USER_REJECTED)
}

function invalidParams(message?: string): ProviderRpcError {
  return new ProviderRpcError(ProviderErrorCodes.INVALID_PARAMS, message)
}

function unrecognizedChain(id: number): ProviderRpcError {
  return new ProviderRpcError(
    ProviderErrorCodes.UNRECOGNIZED_CHAIN,
    `Unrecognized chain ID "${toHex(id)}". Try adding the chain using wallet_addEthereumChain first.`,
  )
}

function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  return new ProviderRpcError(ProviderErrorCodes.INTERNAL, undefined, {
    cause: error instanceof Error ? error.message : String(error),
  })
}

// crypto.randomUUID exists only in secure contexts; a test page may be served over plain http.
function randomUuid(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Creates a mock browser wallet: an EIP-1193 provider backed by private keys, for tests. It signs
 * locally (`personal_sign`, `eth_signTypedData_v4`, `eth_sendTransaction` signed and sent raw),
 * answers accounts, chain, permissions and chain switching itself, and forwards every other read
 * to the current chain's RPC URL. Switches (`setBehavior`) make it reject requests (4001), not know
 * chains (4902) or wait for the test to approve. Pure browser JavaScript: it runs in a page, in a
 * browser-mode test, or in Node 20+ (it needs `fetch` and `crypto.randomUUID`).
 *
 * @example
 * const wallet = createMockWallet({
 *   privateKeys: ['0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'],
 *   chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
 * })
 * const [address] = (await wallet.provider.request({ method: 'eth_requestAccounts' })) as string[]
 * wallet.setBehavior({ approval: 'manual' })
 * const signing = wallet.provider.request({ method: 'personal_sign', params: ['0x6869', address] })
 * wallet.approvePending()
 * await signing
 */
export function createMockWallet(options: CreateMockWalletOptions): MockWallet {
  if (options.privateKeys.length === 0) {
    throw new MockWalletSetupError('createMockWallet: `privateKeys` needs at least one key')
  }
  if (options.chains.length === 0) {
    throw new MockWalletSetupError('createMockWallet: `chains` needs at least one chain')
  }
  const accounts: PrivateKeyAccount[] = options.privateKeys.map((key) => privateKeyToAccount(key))
  const info = Object.freeze({
    uuid: options.uuid ?? randomUuid(),
    name: options.name ?? DEFAULT_MOCK_WALLET_NAME,
    icon: options.icon ?? DEFAULT_MOCK_WALLET_ICON,
    rdns: options.rdns ?? DEFAULT_MOCK_WALLET_RDNS,
  })
  const storageKey = `airlock-mock-wallet:${info.rdns}`
  const stored = readPersistedState(options.storage, storageKey)
  const configured = options.chains.map((chain) => ({ ...chain }))
  const switchOnAdd = options.switchOnAdd ?? true

  const state = {
    added: (stored.added ?? []).filter((a) => !configured.some((c) => c.id === a.id)),
    chainId: options.chainId ?? configured[0]?.id ?? 0,
    selected: 0,
    connected: options.connected ?? false,
    connectedAt: Date.now(),
    // EIP-1193 "connected to a chain": false only after disconnect(), until the dapp reconnects.
    online: true,
    behavior: {
      rejectRequests: options.rejectRequests ?? false,
      unknownChains: options.unknownChains ?? [],
      approval: options.approval ?? 'auto',
    } as MockWalletBehavior,
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

  const persist = (): void =>
    writePersistedState(options.storage, storageKey, {
      connected: state.connected,
      connectedAt: state.connectedAt,
      chainId: state.chainId,
      selected: state.selected,
      added: state.added,
      behavior: state.behavior,
    })

  const ordered = (): Address[] => {
    const selected = accounts[state.selected]
    const others = accounts.filter((a) => a !== selected).map((a) => a.address)
    return selected ? [selected.address, ...others] : others
  }

  const currentChain = (): MockChain => {
    const chain = findChain(state.chainId)
    // Chains are only ever added, and chainId only set to a known one.
    if (!chain) throw new ProviderRpcError(ProviderErrorCodes.CHAIN_DISCONNECTED)
    return chain
  }

  const rpc = (method: string, params: unknown): Promise<unknown> => {
    if (!state.online) return Promise.reject(new ProviderRpcError(ProviderErrorCodes.DISCONNECTED))
    return forwardRpc({ rpcUrl: currentChain().rpcUrl, id: state.nextRpcId++, method, params })
  }

  // Asks "the user". Resolves when approved; rejects with 4001 when refused.
  const ask = (method: string, params: unknown): Promise<void> => {
    if (state.behavior.rejectRequests === true) return Promise.reject(rejected())
    if (state.behavior.approval === 'auto') return Promise.resolve()
    return new Promise((resolve, reject) => {
      const id = state.nextPendingId++
      pending.set(id, { request: { id, method, params }, resolve, reject })
    })
  }

  const requireConnected = (): void => {
    if (!state.connected) throw new ProviderRpcError(ProviderErrorCodes.UNAUTHORIZED)
  }

  const accountFor = (address: unknown): PrivateKeyAccount => {
    const account =
      typeof address === 'string' && isHex(address) && address.length === 42
        ? accounts.find((a) => isAddressEqual(a.address, address as Address))
        : undefined
    if (!account) throw new ProviderRpcError(ProviderErrorCodes.UNAUTHORIZED)
    return account
  }

  const setChain = (id: number): void => {
    if (id === state.chainId) return
    state.chainId = id
    persist()
    emitter.emit('chainChanged', toHex(id))
  }

  const connect = (): void => {
    if (!state.online) {
      state.online = true
      emitter.emit('connect', { chainId: toHex(state.chainId) })
    }
    if (state.connected) return
    state.connected = true
    state.connectedAt = Date.now()
    persist()
    emitter.emit('accountsChanged', ordered())
  }

  const permissions = (): unknown[] =>
    state.connected
      ? [
          {
            parentCapability: 'eth_accounts',
            invoker: globalThis.location?.origin ?? 'null',
            date: state.connectedAt,
            caveats: [{ type: 'restrictReturnedAccounts', value: ordered() }],
          },
        ]
      : []

  const handlers: Record<string, (params: readonly unknown[]) => Promise<unknown> | unknown> = {
    eth_chainId: () => toHex(state.chainId),
    net_version: () => String(state.chainId),
    eth_accounts: () => (state.connected && state.online ? ordered() : []),

    async eth_requestAccounts(params) {
      if (state.connected && state.online) return ordered()
      await ask('eth_requestAccounts', params)
      connect()
      return ordered()
    },

    async wallet_requestPermissions(params) {
      const requested = params[0]
      if (!isRecord(requested) || !('eth_accounts' in requested)) {
        throw invalidParams('wallet_requestPermissions supports the eth_accounts permission only')
      }
      await ask('wallet_requestPermissions', params)
      connect()
      return permissions()
    },

    wallet_getPermissions: () => permissions(),

    wallet_revokePermissions(params) {
      const revoked = params[0]
      if (!isRecord(revoked)) throw invalidParams()
      if ('eth_accounts' in revoked && state.connected) {
        state.connected = false
        persist()
        emitter.emit('accountsChanged', [])
      }
      return null
    },

    async personal_sign(params) {
      const [message, address] = params
      if (typeof message !== 'string')
        throw invalidParams('personal_sign expects [message, address]')
      requireConnected()
      const account = accountFor(address)
      await ask('personal_sign', params)
      // Hex is signed as bytes, anything else as UTF-8 text, as extensions do.
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    },

    async eth_signTypedData_v4(params) {
      const [address, typedData] = params
      let parsed: unknown = typedData
      if (typeof typedData === 'string') {
        try {
          parsed = JSON.parse(typedData)
        } catch {
          throw invalidParams('eth_signTypedData_v4 expects typed data as JSON')
        }
      }
      if (!isRecord(parsed) || !isRecord(parsed.types) || typeof parsed.primaryType !== 'string') {
        throw invalidParams('eth_signTypedData_v4 expects [address, typedData]')
      }
      requireConnected()
      const account = accountFor(address)
      await ask('eth_signTypedData_v4', params)
      try {
        return await account.signTypedData(
          parsed as Parameters<PrivateKeyAccount['signTypedData']>[0],
        )
      } catch (error) {
        throw invalidParams(error instanceof Error ? error.message.split('\n')[0] : undefined)
      }
    },

    async eth_sendTransaction(params) {
      const request = params[0]
      if (!isRecord(request)) throw invalidParams('eth_sendTransaction expects [transaction]')
      requireConnected()
      const account =
        request.from === undefined ? accountFor(ordered()[0]) : accountFor(request.from)
      if (request.chainId !== undefined && parseChainId(request.chainId) !== state.chainId) {
        throw invalidParams(
          `Invalid chainId ${String(request.chainId)}: the wallet is on ${toHex(state.chainId)}`,
        )
      }
      await ask('eth_sendTransaction', params)
      const chainId = state.chainId
      const transaction = await prepareTransaction({
        rpc: (method, p) => rpc(method, p),
        from: account.address,
        chainId,
        request,
      })
      const raw: Hex = await account.signTransaction(transaction)
      return rpc('eth_sendRawTransaction', [raw])
    },

    async wallet_switchEthereumChain(params) {
      const target = params[0]
      if (!isRecord(target)) throw invalidParams('wallet_switchEthereumChain expects [{ chainId }]')
      const id = parseChainId(target.chainId)
      if (state.behavior.unknownChains.includes(id) || !findChain(id)) throw unrecognizedChain(id)
      if (id === state.chainId) return null
      await ask('wallet_switchEthereumChain', params)
      setChain(id)
      return null
    },

    async wallet_addEthereumChain(params) {
      const chain = params[0]
      if (!isRecord(chain)) throw invalidParams('wallet_addEthereumChain expects [chain]')
      const id = parseChainId(chain.chainId)
      const rpcUrl = Array.isArray(chain.rpcUrls) ? chain.rpcUrls[0] : undefined
      if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl)) {
        throw invalidParams('wallet_addEthereumChain expects an http(s) URL in rpcUrls')
      }
      const known = findChain(id) && !state.behavior.unknownChains.includes(id)
      if (known && (!switchOnAdd || id === state.chainId)) return null
      await ask('wallet_addEthereumChain', params)
      if (!findChain(id)) {
        state.added = [
          ...state.added,
          { id, rpcUrl, ...(typeof chain.chainName === 'string' ? { name: chain.chainName } : {}) },
        ]
      }
      // A configured chain keeps the test's RPC URL; the "unknown" switch is lifted once added.
      state.behavior = {
        ...state.behavior,
        unknownChains: state.behavior.unknownChains.filter((c) => c !== id),
      }
      persist()
      if (switchOnAdd) setChain(id)
      return null
    },
  }

  async function request(args: MockRequestArguments): Promise<unknown> {
    if (!isRecord(args) || typeof args.method !== 'string') {
      throw new ProviderRpcError(ProviderErrorCodes.INVALID_REQUEST)
    }
    const { method } = args
    const { rejectRequests } = state.behavior
    if (typeof rejectRequests !== 'boolean' && rejectRequests.includes(method)) throw rejected()
    const params: readonly unknown[] = Array.isArray(args.params) ? args.params : []
    try {
      const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
      if (handler) return await handler(params)
      if (FORWARDED.test(method) && !NEVER_FORWARDED.has(method)) {
        return await rpc(method, args.params ?? [])
      }
    } catch (error) {
      throw toProviderError(error)
    }
    throw new ProviderRpcError(ProviderErrorCodes.UNSUPPORTED_METHOD, undefined, { method })
  }

  const provider: MockEip1193Provider = {
    isMockWallet: true,
    request,
    on(event, listener) {
      emitter.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      emitter.off(event, listener)
      return provider
    },
  }

  const settle = (id: number | undefined, approve: boolean): number => {
    const ids = id === undefined ? [...pending.keys()] : pending.has(id) ? [id] : []
    for (const key of ids) {
      const entry = pending.get(key)
      pending.delete(key)
      if (approve) entry?.resolve()
      else entry?.reject(rejected())
    }
    return ids.length
  }

  return {
    provider,
    info,
    accounts: ordered,
    isConnected: () => state.connected && state.online,
    chainId: () => state.chainId,
    chains: () => chains().map((c) => ({ ...c })),
    behavior: () => ({
      ...state.behavior,
      rejectRequests:
        typeof state.behavior.rejectRequests === 'boolean'
          ? state.behavior.rejectRequests
          : [...state.behavior.rejectRequests],
      unknownChains: [...state.behavior.unknownChains],
    }),
    setBehavior(patch) {
      if (
        patch.approval !== undefined &&
        patch.approval !== 'auto' &&
        patch.approval !== 'manual'
      ) {
        throw new MockWalletSetupError(`setBehavior: approval must be 'auto' or 'manual'`)
      }
      // Page-side callers come from JSON, where a switch left out may arrive as undefined.
      const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined))
      state.behavior = { ...state.behavior, ...(defined as Partial<MockWalletBehavior>) }
      persist()
    },
    pending: () => [...pending.values()].map((p) => ({ ...p.request })),
    approvePending: (id) => settle(id, true),
    rejectPending: (id) => settle(id, false),
    disconnect() {
      const wasConnected = state.connected
      state.connected = false
      state.online = false
      persist()
      for (const [id, entry] of pending) {
        pending.delete(id)
        entry.reject(new ProviderRpcError(ProviderErrorCodes.DISCONNECTED))
      }
      if (wasConnected) emitter.emit('accountsChanged', [])
      emitter.emit('disconnect', new ProviderRpcError(ProviderErrorCodes.DISCONNECTED))
    },
    switchChain(chainId) {
      if (!findChain(chainId)) {
        throw new MockWalletSetupError(`switchChain: chain ${chainId} is not configured or added`)
      }
      setChain(chainId)
    },
    setAccount(account) {
      const index =
        typeof account === 'number'
          ? account
          : accounts.findIndex((a) => isAddressEqual(a.address, account))
      if (!accounts[index])
        throw new MockWalletSetupError(`setAccount: no account ${String(account)}`)
      if (index === state.selected) return
      state.selected = index
      persist()
      if (state.connected && state.online) emitter.emit('accountsChanged', ordered())
    },
  }
}
