/** One of the three Solana networks of core (`@airlock/core` `solana`, `solanaDevnet`, `solanaTestnet`). */
export type SolanaNetworkInfo = {
  /** The CAIP-2 reference: the first 32 characters of the cluster's genesis hash. */
  reference: string
  /** `solana:<reference>`, as core names it. */
  caipNetworkId: string
  /** The cluster's real genesis hash, which `getGenesisHash` answers (so the CAIP id matches). */
  genesisHash: string
  /** The path alias besides the reference (`/devnet`). */
  alias: 'mainnet' | 'testnet' | 'devnet'
  name: string
}

const network = (
  alias: SolanaNetworkInfo['alias'],
  name: string,
  genesisHash: string,
): SolanaNetworkInfo => ({
  reference: genesisHash.slice(0, 32),
  caipNetworkId: `solana:${genesisHash.slice(0, 32)}`,
  genesisHash,
  alias,
  name,
})

/** The local Solana networks, one litesvm each, in the order core lists them. */
export const SOLANA_NETWORKS: readonly SolanaNetworkInfo[] = [
  network('mainnet', 'Solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d'),
  network('testnet', 'Solana Testnet', '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY'),
  network('devnet', 'Solana Devnet', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'),
]

/** The CAIP-2 ids of the local Solana networks, in core's order. */
export const SOLANA_CAIP_IDS: readonly string[] = SOLANA_NETWORKS.map((n) => n.caipNetworkId)

/** Default port of the local Solana RPC (`AIRLOCK_SOLANA_PORT`), the port `solana-test-validator` uses. */
export const DEFAULT_SOLANA_PORT = 8899

/** Milliseconds per slot: slots advance with time at this pace (and by one per transaction). */
export const SLOT_MS = 400
/** A blockhash is valid for this many slots after the slot it was issued in (as on Solana). */
export const BLOCKHASH_VALID_SLOTS = 150
/** Slots per epoch (as on Solana mainnet). */
export const SLOTS_PER_EPOCH = 432_000n
/** Lamports per signature, the fee litesvm charges. */
export const LAMPORTS_PER_SIGNATURE = 5000
export const LAMPORTS_PER_SOL = 1_000_000_000n

/** The largest airdrop one `requestAirdrop` may ask for: 1000 SOL. */
export const MAX_AIRDROP_LAMPORTS = 1000n * LAMPORTS_PER_SOL
/** Transactions kept per network for history (`getSignaturesForAddress`, `getTransaction`). */
export const HISTORY_CAPACITY = 10_000
/** Requests one JSON-RPC batch may carry. */
export const MAX_BATCH = 100
/** Keys one `getMultipleAccounts` may ask for (the validator's limit). */
export const MAX_MULTIPLE_ACCOUNTS = 100
/** Signatures one `getSignatureStatuses` may ask for (the validator's limit). */
export const MAX_SIGNATURE_STATUSES = 256
/** The largest `limit` of `getSignaturesForAddress` (the validator's limit). */
export const MAX_SIGNATURES_FOR_ADDRESS = 1000
/** Accounts one `getProgramAccounts` answers at most (ours; the validator has none). */
export const MAX_PROGRAM_ACCOUNTS = 1000
/** Subscriptions one websocket may hold. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 256
/** Websockets the service holds at once (direct and proxied together). */
export const MAX_SOCKETS = 1000
/** Bytes of one HTTP body or websocket message. */
export const MAX_BODY_BYTES = 100 * 1024

/** USD price of one SOL on the local networks (a fixed, documented number). */
export const SOL_PRICE_USD = 150

/** The SPL token the seed mints on every network. */
export const SOLANA_SEED_TOKEN = {
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  /** Whole tokens each test account holds after the seed. */
  mintEach: 10_000n,
  priceUsd: 1,
  /** The id of `/public/getTokenImage/{id}`. */
  iconId: 'USDC',
} as const

/** SOL each test account holds after the seed. */
export const SEED_SOL_EACH = 1000n

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/** The `solana-core` version `getVersion` reports: litesvm 1.5 runs the Agave 3.x runtime. */
export const SOLANA_CORE_VERSION = '3.0.0'
