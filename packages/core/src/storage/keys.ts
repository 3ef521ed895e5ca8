import {
  BALANCE_CACHE_TTL_MS,
  ENS_CACHE_TTL_MS,
  IDENTITY_CACHE_TTL_MS,
  NATIVE_BALANCE_CACHE_TTL_MS,
} from '../constants/timing'

/**
 * Storage keys of Airlock's own (the `@appkit-wallet/` keys shared with AppKit are `STORAGE_KEYS`).
 * Documented in core's README. `CONNECTED_CONNECTOR_ID` is a prefix: the namespace follows it.
 */
export const AIRLOCK_STORAGE_KEYS = {
  RECENT_WALLETS: '@airlock/RECENT_WALLETS',
  CONNECTED_CONNECTOR_ID: '@airlock/CONNECTED_CONNECTOR_ID/',
  ACTIVE_CAIP_NETWORK_ID: '@airlock/ACTIVE_CAIP_NETWORK_ID',
  /** The embedded wallet's session token, as the secure frame pushed it (SESSION_UPDATE). */
  EMBEDDED_SESSION_TOKEN: '@airlock/EMBEDDED_SESSION_TOKEN',
} as const

/** Prefix of every TTL cache entry; the entry's key (see `cacheKey`) follows it. */
export const CACHE_KEY_PREFIX = '@airlock/cache/' as const

/** A TTL cache of {@link CACHE_TTLS}. */
export type CacheKind = 'portfolio' | 'nativeBalance' | 'ensName' | 'identity'

/** The TTL caches and their lifetimes in milliseconds. */
export const CACHE_TTL_MS: { readonly [kind in CacheKind]: number } = {
  /** Portfolio (token balances): 30 s. */
  portfolio: BALANCE_CACHE_TTL_MS,
  /** Native balance: 30 s. */
  nativeBalance: NATIVE_BALANCE_CACHE_TTL_MS,
  /** ENS-style name of an address: 5 min. */
  ensName: ENS_CACHE_TTL_MS,
  /** Identity (name and avatar) of an address: 5 min. */
  identity: IDENTITY_CACHE_TTL_MS,
}
