import type { AccountState, ChainState } from '@airlock/core'

// Core does not export its CAIP types yet; derived from the state types it does export.

/** A chain namespace: `eip155`, `solana`, `bip122`, `polkadot`. */
export type ChainNamespace = ChainState['activeNamespace']

/** `namespace:chainId:address`. */
export type CaipAddress = NonNullable<AccountState['caipAddress']>

/** `namespace:chainId`. */
export type CaipNetworkId = ChainState['activeNetwork']['caipNetworkId']
