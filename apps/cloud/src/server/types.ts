import type { Store } from '@airlock/store'
import type { PublicClient } from 'viem'
import type { CloudConfig } from '../config/types'
import type { CloudLimiters } from '../limits/createCloudLimiters'
import type { SolanaRpc } from '../solana/startSolanaRpc'

/** One running local chain (filled by the chains half, `src/chains/startChains.ts`). */
export type RunningChain = {
  chainId: number
  caipNetworkId: string
  rpcUrl: string
  client: PublicClient
}

/** The running chains, as `startChains` returns them. */
export type ChainsHandle = {
  chains: RunningChain[]
  get(chainIdOrCaip: number | string): RunningChain | undefined
  stop(): Promise<void>
}

/** What every route module gets: the store, the configuration and, once started, the chains. */
export type CloudContext = {
  store: Store
  config: CloudConfig
  chains?: ChainsHandle
  /** The local Solana networks (`startSolanaRpc`), when the cloud runs them. */
  solana?: SolanaRpc
  /** The HTTP server's rate limiters (`createApp` makes them from `config.limits` when absent). */
  limiters?: CloudLimiters
}
