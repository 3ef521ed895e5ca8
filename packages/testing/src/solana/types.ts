import type { Wallet } from '@wallet-standard/base'

/** A Wallet Standard Solana chain id. */
export type MockSolanaChainId =
  | 'solana:mainnet'
  | 'solana:devnet'
  | 'solana:testnet'
  | 'solana:localnet'

/** A cluster the mock Solana wallet knows: its Wallet Standard id and where it sends. */
export type MockSolanaChain = {
  chain: MockSolanaChainId
  /** JSON-RPC URL that `signAndSendTransaction` sends through (`sendTransaction`). */
  rpcUrl: string
}

/** `auto`: requests that ask the user are approved at once; `manual`: they wait for the test. */
export type MockSolanaWalletApproval = 'auto' | 'manual'

/** The switches a test flips at runtime with `setBehavior`. */
export type MockSolanaWalletBehavior = {
  /**
   * `true`: every request that would ask the user (connect, sign, send) fails as refused. A list:
   * exactly those features fail (`'standard:connect'`, `'solana:signMessage'`, ...).
   */
  rejectRequests: boolean | readonly string[]
  approval: MockSolanaWalletApproval
}

/** Where the wallet keeps its state across page loads (a real extension remembers its sites). */
export type MockSolanaWalletStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Options of `createMockSolanaWallet`. Everything but the keys and the chains has a default. */
export type CreateMockSolanaWalletOptions = {
  /**
   * The accounts' ed25519 keys, the first selected: 32-byte seeds as 64 hex characters (with or
   * without `0x`), or 64-byte secret keys as a JSON-style byte array (`solana-keygen`'s file).
   */
  secretKeys: readonly (string | readonly number[])[]
  /** The clusters the wallet knows; the first is where it sends unless a request names another. */
  chains: readonly MockSolanaChain[]
  /** Wallet Standard name. Default `Mock Solana Wallet`. */
  name?: string
  /** Wallet Standard icon, a base64 data URI. Default: a small SVG. */
  icon?: string
  /** Start already connected to the dapp (as a returning visitor would be). Default `false`. */
  connected?: boolean
  rejectRequests?: boolean | readonly string[]
  approval?: MockSolanaWalletApproval
  /** Persist connection, selected account and switches here (e.g. `localStorage`). */
  storage?: MockSolanaWalletStorage
  /** Storage key prefix, for two wallets on one origin. Default: derived from `name`. */
  storageKey?: string
}

/** A request waiting for the test's `approvePending()` / `rejectPending()` (manual approval). */
export type MockSolanaPendingRequest = {
  id: number
  /** The feature asked: `standard:connect`, `solana:signMessage`, ... */
  feature: string
  /** A JSON-safe summary (message text, transaction size, chain, options). */
  params: unknown
}

/** A record of what the wallet signed or sent, newest last. */
export type MockSolanaWalletRecord = {
  feature: string
  /** Base58 signature of a sent or signed transaction, or of a message. */
  signature: string
  chain?: string
  /** The send options the dapp passed (`preflightCommitment`, `skipPreflight`, ...). */
  options?: Record<string, unknown>
}

/**
 * The mock Solana wallet: a Wallet Standard wallet (what a dapp sees through `getWallets()`) and
 * the controls a test drives. A test double for a browser extension.
 */
export type MockSolanaWallet = {
  /** The Wallet Standard wallet object; register it with `registerMockSolanaWallet`. */
  readonly wallet: Wallet
  /** Every account's base58 address, the selected one first. */
  addresses(): string[]
  /** Whether the dapp is connected. */
  isConnected(): boolean
  behavior(): MockSolanaWalletBehavior
  /** Changes some switches; the others keep their values. */
  setBehavior(patch: Partial<MockSolanaWalletBehavior>): void
  pending(): MockSolanaPendingRequest[]
  /** Approves the pending request `id`, or all of them; returns how many were approved. */
  approvePending(id?: number): number
  /** Rejects the pending request `id`, or all of them; returns how many were rejected. */
  rejectPending(id?: number): number
  /** What the wallet signed and sent so far. */
  records(): MockSolanaWalletRecord[]
  /** The wallet drops the dapp: `change` with no accounts. */
  disconnect(): void
  /** The user selects another account (by address or index): `change` if connected. */
  setAccount(account: string | number): void
}
