import { ed25519 } from '@noble/curves/ed25519'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionInput,
  SolanaSignMessage,
  type SolanaSignMessageInput,
  SolanaSignTransaction,
  type SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import { Connection, Keypair, VersionedTransaction } from '@solana/web3.js'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectInput,
  StandardDisconnect,
  StandardEvents,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import bs58 from 'bs58'
import { MockWalletSetupError } from '../errors/MockWalletSetupError'
import { ProviderErrorCodes, ProviderRpcError } from '../errors/ProviderRpcError'
import { DEFAULT_MOCK_SOLANA_WALLET_ICON, DEFAULT_MOCK_SOLANA_WALLET_NAME } from './defaults'
import type {
  CreateMockSolanaWalletOptions,
  MockSolanaPendingRequest,
  MockSolanaWallet,
  MockSolanaWalletBehavior,
  MockSolanaWalletRecord,
} from './types'

const SIGNING_FEATURES = [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction]

type Persisted = { connected: boolean; selected: number; behavior: MockSolanaWalletBehavior }
type Pending = MockSolanaPendingRequest & { resolve(): void; reject(error: Error): void }

function toKeypair(key: string | readonly number[]): Keypair {
  if (typeof key !== 'string') return Keypair.fromSecretKey(Uint8Array.from(key))
  const hex = key.replace(/^0x/, '')
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) {
    throw new MockWalletSetupError('A Solana seed is 64 hex characters (32 bytes)')
  }
  return Keypair.fromSeed(
    Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16)),
  )
}

/** The same `WalletAccount` object for an address while it is exposed: apps compare by identity. */
function toAccount(keypair: Keypair, chains: readonly string[]): WalletAccount {
  return Object.freeze({
    address: keypair.publicKey.toBase58(),
    publicKey: keypair.publicKey.toBytes(),
    chains: Object.freeze([...chains]) as WalletAccount['chains'],
    features: Object.freeze([...SIGNING_FEATURES]) as WalletAccount['features'],
  })
}

const rejected = (): ProviderRpcError => new ProviderRpcError(ProviderErrorCodes.USER_REJECTED)

/**
 * Creates a mock Solana wallet: a test double for a Solana browser extension, speaking the Wallet
 * Standard (`standard:connect`, `standard:disconnect`, `standard:events`, `solana:signMessage`,
 * `solana:signTransaction`, `solana:signAndSendTransaction`) with deterministic ed25519 keys, and
 * sending through the RPC URL of each cluster it is given. Requests that would ask the user are
 * approved at once (`approval: 'auto'`) or wait for `approvePending()` / `rejectPending()`. Register
 * it with `registerMockSolanaWallet` so a dapp's `getWallets()` finds it.
 *
 * @example
 * const mock = createMockSolanaWallet({
 *   secretKeys: ['0101010101010101010101010101010101010101010101010101010101010101'],
 *   chains: [{ chain: 'solana:devnet', rpcUrl: 'http://127.0.0.1:8899/devnet' }],
 * })
 * registerMockSolanaWallet(mock)
 * mock.setAccount(0)
 */
export function createMockSolanaWallet(options: CreateMockSolanaWalletOptions): MockSolanaWallet {
  if (options.secretKeys.length === 0) {
    throw new MockWalletSetupError('createMockSolanaWallet needs at least one key')
  }
  if (options.chains.length === 0) {
    throw new MockWalletSetupError('createMockSolanaWallet needs at least one chain')
  }
  const keypairs = options.secretKeys.map(toKeypair)
  const chainIds = options.chains.map((item) => item.chain)
  const accounts = keypairs.map((keypair) => toAccount(keypair, chainIds))
  const name = options.name ?? DEFAULT_MOCK_SOLANA_WALLET_NAME
  const storageKey = `airlock-mock-solana:${options.storageKey ?? name}`
  const listeners = new Set<StandardEventsListeners['change']>()
  const pendingRequests: Pending[] = []
  const records: MockSolanaWalletRecord[] = []
  const connections = new Map<string, Connection>()
  let nextId = 1

  const initial: Persisted = {
    connected: options.connected ?? false,
    selected: 0,
    behavior: {
      rejectRequests: options.rejectRequests ?? false,
      approval: options.approval ?? 'auto',
    },
  }
  const state: Persisted = (() => {
    try {
      const stored = options.storage?.getItem(storageKey)
      if (stored) return { ...initial, ...(JSON.parse(stored) as Partial<Persisted>) }
    } catch {
      // Unreadable storage: start fresh, as a newly installed extension would.
    }
    return initial
  })()
  if (!(state.selected >= 0 && state.selected < accounts.length)) state.selected = 0
  const save = (): void => {
    try {
      options.storage?.setItem(storageKey, JSON.stringify(state))
    } catch {
      // A full or blocked storage only loses persistence.
    }
  }

  const exposed = (): readonly WalletAccount[] => {
    const account = accounts[state.selected]
    return state.connected && account ? [account] : []
  }
  const emitChange = (): void => {
    const properties = { accounts: exposed() }
    for (const listener of [...listeners]) listener(properties)
  }

  /** Asks the "user": at once, or when the test approves or rejects. */
  const ask = (feature: string, params: unknown): Promise<void> => {
    const { rejectRequests, approval } = state.behavior
    if (
      rejectRequests === true ||
      (Array.isArray(rejectRequests) && rejectRequests.includes(feature))
    ) {
      return Promise.reject(rejected())
    }
    if (approval === 'auto') return Promise.resolve()
    return new Promise((resolve, reject) => {
      pendingRequests.push({ id: nextId++, feature, params, resolve, reject })
    })
  }

  const keypairFor = (account: WalletAccount): Keypair => {
    const index = accounts.findIndex((item) => item.address === account.address)
    const keypair = keypairs[index]
    if (!state.connected || index !== state.selected || !keypair) {
      throw new ProviderRpcError(ProviderErrorCodes.UNAUTHORIZED)
    }
    return keypair
  }

  const connectionFor = (chain: string | undefined): Connection => {
    const target = options.chains.find((item) => item.chain === (chain ?? chainIds[0]))
    if (!target) throw new ProviderRpcError(ProviderErrorCodes.UNRECOGNIZED_CHAIN)
    let connection = connections.get(target.rpcUrl)
    if (!connection) {
      // Sends only: no websocket is ever opened by `sendRawTransaction`.
      connection = new Connection(target.rpcUrl, { commitment: 'confirmed' })
      connections.set(target.rpcUrl, connection)
    }
    return connection
  }

  const signTransactionBytes = (input: SolanaSignTransactionInput): VersionedTransaction => {
    const keypair = keypairFor(input.account)
    const transaction = VersionedTransaction.deserialize(input.transaction)
    transaction.sign([keypair])
    return transaction
  }

  const summary = (transaction: Uint8Array, extra: Record<string, unknown> = {}) => ({
    bytes: transaction.length,
    ...extra,
  })

  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: (options.icon ?? DEFAULT_MOCK_SOLANA_WALLET_ICON) as WalletIcon,
    chains: Object.freeze([...chainIds]) as Wallet['chains'],
    get accounts() {
      return exposed()
    },
    features: {
      [StandardConnect]: {
        version: '1.0.0',
        async connect(input?: StandardConnectInput) {
          if (!state.connected) {
            // A silent connect never prompts: the dapp learns there is no session.
            if (input?.silent) return { accounts: [] }
            await ask(StandardConnect, {})
            state.connected = true
            save()
            emitChange()
          }
          return { accounts: exposed() }
        },
      },
      [StandardDisconnect]: {
        version: '1.0.0',
        async disconnect() {
          if (!state.connected) return
          state.connected = false
          save()
          emitChange()
        },
      },
      [StandardEvents]: {
        version: '1.0.0',
        on(_event: 'change', listener: StandardEventsListeners['change']) {
          listeners.add(listener)
          return () => {
            listeners.delete(listener)
          }
        },
      },
      [SolanaSignMessage]: {
        version: '1.1.0',
        async signMessage(...inputs: readonly SolanaSignMessageInput[]) {
          const outputs = []
          for (const input of inputs) {
            const keypair = keypairFor(input.account)
            await ask(SolanaSignMessage, { message: new TextDecoder().decode(input.message) })
            const signature = ed25519.sign(input.message, keypair.secretKey.slice(0, 32))
            records.push({ feature: SolanaSignMessage, signature: bs58.encode(signature) })
            outputs.push({
              signedMessage: input.message,
              signature,
              signatureType: 'ed25519' as const,
            })
          }
          return outputs
        },
      },
      [SolanaSignTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0] as const,
        async signTransaction(...inputs: readonly SolanaSignTransactionInput[]) {
          const outputs = []
          for (const input of inputs) {
            keypairFor(input.account)
            await ask(SolanaSignTransaction, summary(input.transaction, { chain: input.chain }))
            const transaction = signTransactionBytes(input)
            const signature = transaction.signatures[0]
            if (signature)
              records.push({ feature: SolanaSignTransaction, signature: bs58.encode(signature) })
            outputs.push({ signedTransaction: transaction.serialize() })
          }
          return outputs
        },
      },
      [SolanaSignAndSendTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0] as const,
        async signAndSendTransaction(...inputs: readonly SolanaSignAndSendTransactionInput[]) {
          const outputs = []
          for (const input of inputs) {
            keypairFor(input.account)
            const sendOptions = { ...(input.options ?? {}) } as Record<string, unknown>
            await ask(
              SolanaSignAndSendTransaction,
              summary(input.transaction, { chain: input.chain, options: sendOptions }),
            )
            const transaction = signTransactionBytes(input)
            const { preflightCommitment, skipPreflight, maxRetries, minContextSlot } =
              input.options ?? {}
            const signature = await connectionFor(input.chain).sendRawTransaction(
              transaction.serialize(),
              {
                ...(preflightCommitment === undefined ? {} : { preflightCommitment }),
                ...(skipPreflight === undefined ? {} : { skipPreflight }),
                ...(maxRetries === undefined ? {} : { maxRetries }),
                ...(minContextSlot === undefined ? {} : { minContextSlot }),
              },
            )
            records.push({
              feature: SolanaSignAndSendTransaction,
              signature,
              chain: input.chain,
              options: sendOptions,
            })
            outputs.push({ signature: bs58.decode(signature) })
          }
          return outputs
        },
      },
    },
  }

  const settle = (id: number | undefined, approve: boolean): number => {
    let count = 0
    for (let index = pendingRequests.length - 1; index >= 0; index--) {
      const request = pendingRequests[index]
      if (!request || (id !== undefined && request.id !== id)) continue
      pendingRequests.splice(index, 1)
      if (approve) request.resolve()
      else request.reject(rejected())
      count++
    }
    return count
  }

  return {
    wallet,
    addresses: () => {
      const selected = accounts[state.selected]
      return [selected, ...accounts.filter((item) => item !== selected)].map(
        (item) => item?.address ?? '',
      )
    },
    isConnected: () => state.connected,
    behavior: () => ({ ...state.behavior }),
    setBehavior(patch) {
      state.behavior = { ...state.behavior, ...patch }
      save()
    },
    pending: () => pendingRequests.map(({ id, feature, params }) => ({ id, feature, params })),
    approvePending: (id) => settle(id, true),
    rejectPending: (id) => settle(id, false),
    records: () => records.map((record) => ({ ...record })),
    disconnect() {
      if (!state.connected) return
      state.connected = false
      save()
      settle(undefined, false)
      emitChange()
    },
    setAccount(account) {
      const index =
        typeof account === 'number'
          ? account
          : accounts.findIndex((item) => item.address === account)
      if (!accounts[index])
        throw new MockWalletSetupError(`The mock Solana wallet has no account ${account}`)
      if (index === state.selected) return
      state.selected = index
      save()
      if (state.connected) emitChange()
    },
  }
}
