import { isAddressEqual } from 'viem'
import { MockWalletSetupError } from '../errors/MockWalletSetupError'
import { ProviderErrorCodes, ProviderRpcError } from '../errors/ProviderRpcError'
import { createWalletContext } from './createWalletContext'
import { accountHandlers } from './handlers/accountHandlers'
import { chainHandlers } from './handlers/chainHandlers'
import { signingHandlers } from './handlers/signingHandlers'
import type { Handlers } from './handlers/types'
import type {
  CreateMockWalletOptions,
  MockEip1193Provider,
  MockRequestArguments,
  MockWallet,
  MockWalletBehavior,
} from './types'
import { toProviderError, userRejected } from './walletErrors'

// Reads (and node-info calls) a wallet passes to the chain. Anything that signs, or that asks a
// node to use its own unlocked accounts, must never reach it: anvil would happily sign with those.
const FORWARDED = /^(eth|net|web3)_/
const NEVER_FORWARDED = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_coinbase',
  'eth_decrypt',
  'eth_getEncryptionPublicKey',
])

/**
 * Creates a mock browser wallet: an EIP-1193 provider backed by private keys, for tests. It signs
 * locally (`personal_sign`, `eth_signTypedData_v4`, `eth_sendTransaction` signed and sent raw),
 * answers accounts, chain, permissions and chain switching itself, and forwards every other read
 * to the current chain's RPC URL. Switches (`setBehavior`) make it reject requests (4001), not know
 * chains (4902) or wait for the test to approve. Pure browser JavaScript: it runs in a page, in a
 * browser-mode test, or in Node 20+ (it needs `fetch` and `crypto.getRandomValues`).
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
  const context = createWalletContext(options)
  const { state, pending, emitter, accounts } = context
  const handlers: Handlers = {
    ...accountHandlers(context),
    ...signingHandlers(context),
    ...chainHandlers(context),
  }

  async function request(args: MockRequestArguments): Promise<unknown> {
    if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
      throw new ProviderRpcError(ProviderErrorCodes.INVALID_REQUEST)
    }
    const { method } = args
    const { rejectRequests } = state.behavior
    if (typeof rejectRequests !== 'boolean' && rejectRequests.includes(method)) throw userRejected()
    const params: readonly unknown[] = Array.isArray(args.params) ? args.params : []
    const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
    const forwarded = FORWARDED.test(method) && !NEVER_FORWARDED.has(method)
    if (!handler && !forwarded) {
      throw new ProviderRpcError(ProviderErrorCodes.UNSUPPORTED_METHOD, undefined, { method })
    }
    try {
      return handler ? await handler(params) : await context.rpc(method, args.params ?? [])
    } catch (error) {
      throw toProviderError(error)
    }
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
      else entry?.reject(userRejected())
    }
    return ids.length
  }

  return {
    provider,
    info: context.info,
    accounts: context.ordered,
    isConnected: () => state.connected && state.online,
    chainId: () => state.chainId,
    chains: () => context.chains().map((c) => ({ ...c })),
    behavior: () => ({
      rejectRequests:
        typeof state.behavior.rejectRequests === 'boolean'
          ? state.behavior.rejectRequests
          : [...state.behavior.rejectRequests],
      unknownChains: [...state.behavior.unknownChains],
      approval: state.behavior.approval,
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
      context.persist()
    },
    pending: () => [...pending.values()].map((p) => ({ ...p.request })),
    approvePending: (id) => settle(id, true),
    rejectPending: (id) => settle(id, false),
    disconnect() {
      const wasConnected = state.connected
      state.connected = false
      state.online = false
      context.persist()
      for (const [id, entry] of pending) {
        pending.delete(id)
        entry.reject(new ProviderRpcError(ProviderErrorCodes.DISCONNECTED))
      }
      if (wasConnected) emitter.emit('accountsChanged', [])
      emitter.emit('disconnect', new ProviderRpcError(ProviderErrorCodes.DISCONNECTED))
    },
    switchChain(chainId) {
      if (!context.findChain(chainId)) {
        throw new MockWalletSetupError(`switchChain: chain ${chainId} is not configured or added`)
      }
      context.setChain(chainId)
    },
    setAccount(account) {
      const index =
        typeof account === 'number'
          ? account
          : accounts.findIndex((a) => isAddressEqual(a.address, account))
      if (!accounts[index]) {
        throw new MockWalletSetupError(`setAccount: no account ${String(account)}`)
      }
      if (index === state.selected) return
      state.selected = index
      context.persist()
      if (state.connected && state.online) emitter.emit('accountsChanged', context.ordered())
    },
  }
}
