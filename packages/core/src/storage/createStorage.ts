import { isChainNamespace } from '../caip/isChainNamespace'
import { parseCaipNetworkId } from '../caip/parseCaipNetworkId'
import { toCaipNetworkId } from '../caip/toCaipNetworkId'
import type { AccountType, CaipNetworkId, ChainNamespace } from '../caip/types'
import { ACCOUNT_TYPES } from '../constants/chains'
import { MAX_RECENT_WALLETS } from '../constants/limits'
import { STORAGE_KEYS, THEME_STORAGE_KEY } from '../constants/storageKeys'
import { createSafeStorage, type StorageLogger } from './createSafeStorage'
import { AIRLOCK_STORAGE_KEYS, CACHE_KEY_PREFIX } from './keys'
import type { AirlockStorage, KeyValueStorage, RecentWallet } from './types'

export type CreateStorageOptions = {
  /** Receives quiet `Unable to ...` failures. Default `console` (at info level). */
  logger?: StorageLogger | undefined
  /** Key of the theme mode. Default `'theme'`. */
  themeStorageKey?: string | undefined
}

export type CreateStorageReturnType = AirlockStorage

/** What is deleted on sign-out, on an error, or when `isConnected` is false. */
const EMBEDDED_SESSION_KEYS = [
  STORAGE_KEYS.EMAIL_LOGIN_USED,
  STORAGE_KEYS.EMAIL,
  STORAGE_KEYS.LAST_USED_CHAIN,
  STORAGE_KEYS.SOCIAL_USERNAME,
] as const

/**
 * Typed, defensive access to everything Airlock keeps in storage: the
 * embedded wallet's `@appkit-wallet/` keys, the theme, recent wallets, connected connectors, the
 * active network and the TTL caches. Uses `backing`, else `localStorage` when the page has one,
 * else memory. A read that fails or finds junk returns `undefined` (or `[]`); failures are logged
 * as `Unable to ...` and never thrown.
 *
 * @example
 * const storage = createStorage()
 * storage.addRecentWallet({ id: 'metamask', name: 'MetaMask' })
 * storage.getRecentWallets() // [{ id: 'metamask', name: 'MetaMask' }]
 */
export function createStorage(
  backing?: KeyValueStorage,
  options: CreateStorageOptions = {},
): CreateStorageReturnType {
  const safe = createSafeStorage(backing, options.logger ?? console)
  const themeKey = options.themeStorageKey ?? THEME_STORAGE_KEY
  const { read, write, remove } = safe

  function readString(key: string): string | undefined {
    const value = read(key)
    return value === '' ? undefined : value
  }

  function readNetwork(key: string): CaipNetworkId | undefined {
    const value = read(key)
    if (value === undefined) return undefined
    const network = toNetworkId(value)
    if (network === undefined) safe.log('parse', key, value)
    return network
  }

  function getRecentWallets(): RecentWallet[] {
    const value = safe.readJson(AIRLOCK_STORAGE_KEYS.RECENT_WALLETS)
    if (!Array.isArray(value)) return []
    return value.filter(isRecentWallet).slice(0, MAX_RECENT_WALLETS)
  }

  return {
    getEmailLoginUsed: () => read(STORAGE_KEYS.EMAIL_LOGIN_USED) === 'true',
    setEmailLoginUsed: (used) =>
      used ? write(STORAGE_KEYS.EMAIL_LOGIN_USED, 'true') : remove(STORAGE_KEYS.EMAIL_LOGIN_USED),
    getEmail: () => readString(STORAGE_KEYS.EMAIL),
    setEmail: (email) => write(STORAGE_KEYS.EMAIL, email),
    getLastUsedChain: () => readNetwork(STORAGE_KEYS.LAST_USED_CHAIN),
    setLastUsedChain: (chain) => write(STORAGE_KEYS.LAST_USED_CHAIN, chain),
    getLastEmailLoginTime: () => {
      const value = read(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME)
      if (value === undefined) return undefined
      const time = Number(value)
      if (value.trim() !== '' && Number.isFinite(time) && time >= 0) return time
      safe.log('parse', STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME, value)
      return undefined
    },
    setLastEmailLoginTime: (time) => write(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME, String(time)),
    getSocialUsername: () => readString(STORAGE_KEYS.SOCIAL_USERNAME),
    setSocialUsername: (name) => write(STORAGE_KEYS.SOCIAL_USERNAME, name),
    getSmartAccountEnabledNetworks: () =>
      parseChainIds(read(STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS) ?? ''),
    setSmartAccountEnabledNetworks: (ids) =>
      write(STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS, ids.filter(isChainId).join(',')),
    getPreferredAccountType: () => {
      const value = read(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPE)
      return isAccountType(value) ? value : undefined
    },
    setPreferredAccountType: (type) => write(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPE, type),
    clearEmbeddedSession: () => {
      for (const key of EMBEDDED_SESSION_KEYS) remove(key)
    },
    remove,

    getThemeMode: () => {
      const value = read(themeKey)
      return value === 'light' || value === 'dark' ? value : undefined
    },
    setThemeMode: (mode) => write(themeKey, mode),

    getRecentWallets,
    addRecentWallet: (wallet) => {
      const wallets = [wallet, ...getRecentWallets().filter(({ id }) => id !== wallet.id)].slice(
        0,
        MAX_RECENT_WALLETS,
      )
      safe.writeJson(AIRLOCK_STORAGE_KEYS.RECENT_WALLETS, wallets)
      return wallets
    },
    getConnectedConnectorId: (namespace) => readString(connectorKey(namespace)),
    setConnectedConnectorId: (namespace, connectorId) =>
      write(connectorKey(namespace), connectorId),
    removeConnectedConnectorId: (namespace) => remove(connectorKey(namespace)),
    getActiveNetwork: () => readNetwork(AIRLOCK_STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID),
    setActiveNetwork: (network) => write(AIRLOCK_STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, network),
    getEmbeddedSessionToken: () => readString(AIRLOCK_STORAGE_KEYS.EMBEDDED_SESSION_TOKEN),
    setEmbeddedSessionToken: (token) =>
      token
        ? write(AIRLOCK_STORAGE_KEYS.EMBEDDED_SESSION_TOKEN, token)
        : remove(AIRLOCK_STORAGE_KEYS.EMBEDDED_SESSION_TOKEN),

    getCached: <T>(key: string, ttlMs: number, now: number = Date.now()): T | undefined => {
      const storageKey = CACHE_KEY_PREFIX + key
      const entry = safe.readJson(storageKey)
      if (entry === undefined) return undefined
      if (!isCacheEntry(entry)) {
        safe.log('parse', storageKey, entry)
        remove(storageKey)
        return undefined
      }
      const age = now - entry.timestamp
      // A timestamp from the future means the clock moved: trust nothing from before that.
      if (age < 0 || age >= ttlMs) {
        remove(storageKey)
        return undefined
      }
      return entry.value as T
    },
    setCached: <T>(key: string, value: T, now: number = Date.now()): void =>
      safe.writeJson(CACHE_KEY_PREFIX + key, { value, timestamp: now }),
  }
}

function connectorKey(namespace: ChainNamespace): string {
  return AIRLOCK_STORAGE_KEYS.CONNECTED_CONNECTOR_ID + namespace
}

function isChainId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0
}

/** '1,8453' -> [1, 8453]; junk entries are dropped. */
function parseChainIds(value: string): number[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter(isChainId)
}

/**
 * Any chain-id shape `toCaipNetworkId` accepts (a bare number reads as eip155) in a namespace we
 * know, else undefined.
 */
function toNetworkId(value: string): CaipNetworkId | undefined {
  try {
    const network = toCaipNetworkId(value)
    return isChainNamespace(parseCaipNetworkId(network).namespace) ? network : undefined
  } catch {
    return undefined
  }
}

function isAccountType(value: unknown): value is AccountType {
  return (ACCOUNT_TYPES as readonly unknown[]).includes(value)
}

function isRecentWallet(value: unknown): value is RecentWallet {
  if (typeof value !== 'object' || value === null) return false
  const { id, name, imageUrl, rdns } = value as Record<string, unknown>
  return (
    typeof id === 'string' &&
    id !== '' &&
    typeof name === 'string' &&
    (imageUrl === undefined || typeof imageUrl === 'string') &&
    (rdns === undefined || typeof rdns === 'string')
  )
}

function isCacheEntry(value: unknown): value is { value: unknown; timestamp: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'timestamp' in value &&
    typeof value.timestamp === 'number' &&
    Number.isFinite(value.timestamp)
  )
}
