import type { Address, Hex } from 'viem'
import type { ProviderRpcError } from '../errors/ProviderRpcError'

/** A chain the mock wallet knows: its id and the JSON-RPC URL reads and transactions go to. */
export type MockChain = {
  id: number
  rpcUrl: string
  /** Shown nowhere; kept so `wallet_addEthereumChain` round-trips the name it was given. */
  name?: string
}

/** `auto`: requests that ask the user are approved at once; `manual`: they wait for the test. */
export type MockWalletApproval = 'auto' | 'manual'

/** The switches a test flips at runtime with `setBehavior`. */
export type MockWalletBehavior = {
  /**
   * `true`: every request that would ask the user (connect, sign, send, switch, add chain,
   * permissions) fails with 4001. A list: exactly those methods fail with 4001, reads included.
   */
  rejectRequests: boolean | readonly string[]
  /** Chain ids answered with 4902 on `wallet_switchEthereumChain`, even when configured. */
  unknownChains: readonly number[]
  approval: MockWalletApproval
}

/** The EIP-6963 provider info of the wallet. */
export type MockWalletInfo = {
  uuid: string
  name: string
  icon: string
  rdns: string
}

/** Where the wallet keeps its state across page loads (a real extension remembers its sites). */
export type MockWalletStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * Sends one JSON-RPC body to a chain's URL and answers the HTTP status and response text. Default:
 * `fetch` where the wallet runs.
 */
export type MockRpcTransport = (
  rpcUrl: string,
  body: string,
) => Promise<{ status: number; text: string }>

/** Options of `createMockWallet`. Everything but the keys and the chains has a default. */
export type CreateMockWalletOptions = {
  /** The accounts' private keys; the first is the selected account. */
  privateKeys: readonly Hex[]
  /** The chains the wallet knows; the first is the starting chain unless `chainId` says otherwise. */
  chains: readonly MockChain[]
  /** The starting chain id (one of `chains`). */
  chainId?: number
  /** EIP-6963 name. Default `Mock Wallet`. */
  name?: string
  /** EIP-6963 icon, a data URI. Default: a small SVG. */
  icon?: string
  /** EIP-6963 reverse-DNS id. Default `dev.airlock.mock`. */
  rdns?: string
  /** EIP-6963 uuid. Default: a random v4 uuid. */
  uuid?: string
  /** Start already connected to the dapp (as a returning visitor would be). Default `false`. */
  connected?: boolean
  /** Add a chain with `wallet_addEthereumChain` and switch to it, as MetaMask does. Default `true`. */
  switchOnAdd?: boolean
  /** Starting switches; see {@link MockWalletBehavior}. */
  rejectRequests?: boolean | readonly string[]
  unknownChains?: readonly number[]
  approval?: MockWalletApproval
  /** Persist connection, chain, account, added chains and switches here (e.g. `localStorage`). */
  storage?: MockWalletStorage
  /** How requests reach the chains; see {@link MockRpcTransport}. Default: `fetch`. */
  transport?: MockRpcTransport
}

/** A request waiting for the test's `approvePending()` / `rejectPending()` (manual approval). */
export type PendingRequest = {
  id: number
  method: string
  params: unknown
}

/** EIP-1193 request arguments. */
export type MockRequestArguments = {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

/** The events the provider emits, with their EIP-1193 payloads. */
export type MockProviderEvents = {
  accountsChanged: (accounts: Address[]) => void
  chainChanged: (chainId: Hex) => void
  connect: (info: { chainId: Hex }) => void
  disconnect: (error: ProviderRpcError) => void
}

/** The EIP-1193 provider a dapp sees. */
export type MockEip1193Provider = {
  /** Lets a test or a dapp tell the mock apart from a real extension. */
  readonly isMockWallet: true
  request(args: MockRequestArguments): Promise<unknown>
  on<E extends keyof MockProviderEvents>(
    event: E,
    listener: MockProviderEvents[E],
  ): MockEip1193Provider
  removeListener<E extends keyof MockProviderEvents>(
    event: E,
    listener: MockProviderEvents[E],
  ): MockEip1193Provider
}

/** The wallet: the provider a dapp talks to, and the controls a test drives. */
export type MockWallet = {
  readonly provider: MockEip1193Provider
  readonly info: MockWalletInfo
  /** Every account, the selected one first. */
  accounts(): Address[]
  /** Whether the dapp is connected (has the `eth_accounts` permission). */
  isConnected(): boolean
  /** The current chain id. */
  chainId(): number
  /** The chains the wallet knows, added ones included. */
  chains(): MockChain[]
  behavior(): MockWalletBehavior
  /** Changes some switches; the others keep their values. */
  setBehavior(patch: Partial<MockWalletBehavior>): void
  pending(): PendingRequest[]
  /** Approves the pending request `id`, or all of them; returns how many were approved. */
  approvePending(id?: number): number
  /** Rejects (4001) the pending request `id`, or all of them; returns how many were rejected. */
  rejectPending(id?: number): number
  /** The wallet drops the dapp: `accountsChanged([])`, then `disconnect` (4900). */
  disconnect(): void
  /** The user switches chain in the wallet (no prompt): `chainChanged`. */
  switchChain(chainId: number): void
  /** The user selects another account (by address or index): `accountsChanged` if connected. */
  setAccount(account: Address | number): void
}
