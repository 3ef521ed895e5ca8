import type { SignClient } from '@walletconnect/sign-client'
import type { Address, Hex } from 'viem'

/** The SDK client the test wallet wraps. */
export type TestWalletConnectClient = Awaited<ReturnType<typeof SignClient.init>>

/** Options of `createTestWalletConnectWallet`. */
export type TestWalletConnectWalletOptions = {
  /** The relay, e.g. `ws://127.0.0.1:8789` (the local cloud's `relayUrl`). */
  relayUrl: string
  /** A project the relay knows, e.g. `airlock-test`. */
  projectId: string
  /** The account's key; an anvil test key funds it on the local chains. */
  privateKey: Hex
  /** JSON-RPC URL per EIP-155 chain id: where `eth_sendTransaction` goes. */
  rpcUrls: Record<number, string>
  /** Chains the wallet offers, first = the one it starts on. Default: the keys of `rpcUrls`. */
  chains?: number[]
  /** Approve every proposal as it arrives. Default true; false waits for `approveSession()`. */
  autoApprove?: boolean
  /** The wallet's name in the dapp's session. Default `Airlock Test Wallet`. */
  name?: string
  /** The SDK's log level. Default `silent`. */
  logLevel?: string
  /**
   * Answer one-click authentication (`wc_sessionAuthenticate`): sign the dapp's CAIP-122 text with
   * the EVM key and settle the session with it, one approval. Default false: such requests fall
   * back to a plain session proposal, as for a wallet without the feature.
   */
  authenticate?: boolean
  /**
   * A Solana account too: the wallet approves the `solana` chains a proposal asks for (all, or
   * those in `chains`) and answers `solana_signMessage`, `solana_signTransaction` and, unless
   * `signAndSend` is false, `solana_signAndSendTransaction` (sent to `rpcUrl`).
   */
  solana?: {
    /** The ed25519 seed, 64 hex characters. */
    seed: string
    /** CAIP-2 ids approved, e.g. `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`. Default: all asked. */
    chains?: string[]
    /** The Solana JSON-RPC URL `solana_signAndSendTransaction` sends to. */
    rpcUrl?: string
    /** Offer `solana_signAndSendTransaction`. Default true. */
    signAndSend?: boolean
  }
}

/** A session as the test sees it. */
export type TestWalletConnectSession = {
  topic: string
  /** The chain the wallet is on now. */
  chainId: number
  /** CAIP-10 accounts approved, e.g. `eip155:1:0xf39f...`. */
  accounts: string[]
  /** The dapp's name from its metadata. */
  peerName: string
}

/** One request the wallet answered, in order. */
export type TestWalletConnectRequest = {
  method: string
  params: unknown
  /** `eip155:<id>` (or `solana:<ref>`) the dapp sent it for. */
  chainId: string
  result?: unknown
  error?: { code: number; message: string }
}

/** The WalletConnect wallet a Node-side test drives. */
export type TestWalletConnectWallet = {
  address: Address
  /** The Solana address (base58), when the wallet has a Solana account. */
  solanaAddress: string | undefined
  /** The chain the wallet is on (changes with `wallet_switchEthereumChain`). */
  readonly chainId: number
  /** Every request answered so far, oldest first. */
  readonly requests: readonly TestWalletConnectRequest[]
  /** The SDK client itself, for what this wrapper does not cover. */
  client: TestWalletConnectClient
  /** Pairs with a `wc:` URI (read from the dapp's QR view). Proposals follow over the relay. */
  pair(uri: string): Promise<void>
  /** Resolves with the next session proposal's dapp name (or the pending one). */
  waitForProposal(): Promise<{ id: number; peerName: string }>
  /** Approves the pending proposal (waiting for one if none has arrived yet). */
  approveSession(): Promise<TestWalletConnectSession>
  /** Rejects the pending proposal as the user would (`User rejected.`, code 5000). */
  rejectSession(): Promise<void>
  /** Resolves with the newest session once one is settled (auto-approve or not). */
  waitForSession(): Promise<TestWalletConnectSession>
  /** The active sessions. */
  sessions(): TestWalletConnectSession[]
  /** The next request is answered with EIP-1193 4001 `User rejected the request.`. */
  rejectNextRequest(): void
  /** Changes chain from the wallet side and emits `chainChanged` on every session. */
  switchChain(chainId: number): Promise<void>
  /** Ends every session from the wallet side (`User disconnected.`, code 6000). */
  disconnect(): Promise<void>
  /** Closes the relay socket and stops the SDK's timers. The wallet is unusable after. */
  close(): Promise<void>
}
