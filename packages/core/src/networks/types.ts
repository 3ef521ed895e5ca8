import type { CaipNetworkId, ChainNamespace } from '../caip/types'

/** A network's native currency. */
export type NativeCurrency = { name: string; symbol: string; decimals: number }

/** A network as Airlock knows it. */
export type Network = {
  /** The chain reference: a number for eip155, the genesis-hash prefix string for solana. */
  id: number | string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet: boolean
}
