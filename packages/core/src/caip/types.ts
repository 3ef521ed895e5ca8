/** A chain namespace (CAIP-2), for example `eip155` or `solana`. */
export type ChainNamespace = 'eip155' | 'solana' | 'bip122' | 'polkadot'

/** A network id `namespace:reference`, for example `eip155:1` (two non-empty parts). */
export type CaipNetworkId = `${string}:${string}`

/** An account id `namespace:reference:address` (three non-empty parts). */
export type CaipAddress = `${string}:${string}:${string}`

/** Account type of an embedded wallet, per chain. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment'
