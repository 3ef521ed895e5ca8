/** A chain namespace (CAIP-2), for example `eip155` or `solana`. SPEC.md §3. */
export type ChainNamespace = 'eip155' | 'solana' | 'bip122' | 'polkadot'

/** A network id `namespace:reference`, for example `eip155:1`. SPEC.md §3, §5 (two parts). */
export type CaipNetworkId = `${string}:${string}`

/** An account id `namespace:reference:address`. SPEC.md §3, §5 (three parts). */
export type CaipAddress = `${string}:${string}:${string}`

/** Account type of an embedded wallet, per chain. SPEC.md §6. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment'
