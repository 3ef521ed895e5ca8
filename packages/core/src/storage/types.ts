import type { AccountType, CaipNetworkId, ChainNamespace } from '../caip/types'

/** The Web Storage subset Airlock needs; `localStorage` satisfies it. */
export type KeyValueStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A wallet remembered as recently used (at most 2 are kept). */
export type RecentWallet = { id: string; name: string; imageUrl?: string; rdns?: string }

/**
 * Typed access to everything Airlock keeps in storage. Values are parsed on read; a corrupt or
 * unreadable value reads as absent and is logged quietly as `Unable to ...`.
 * Implemented by `createStorage` in `./createStorage.ts`.
 */
export type AirlockStorage = {
  // SPEC.md §3 keys, prefix @appkit-wallet/ (names from SPEC-READINGS.md)
  getEmailLoginUsed(): boolean
  setEmailLoginUsed(used: boolean): void
  getEmail(): string | undefined
  setEmail(email: string): void
  getLastUsedChain(): CaipNetworkId | undefined
  setLastUsedChain(chain: CaipNetworkId): void
  getLastEmailLoginTime(): number | undefined
  setLastEmailLoginTime(time: number): void
  getSocialUsername(): string | undefined
  setSocialUsername(name: string): void
  /** Stored comma-joined; read as numbers. */
  getSmartAccountEnabledNetworks(): number[]
  setSmartAccountEnabledNetworks(ids: readonly number[]): void
  getPreferredAccountType(): AccountType | undefined
  setPreferredAccountType(type: AccountType): void
  /** Removes the keys deleted on sign-out, error or isConnected false. */
  clearEmbeddedSession(): void
  /** Removes the key of any of the methods above. */
  remove(key: StorageKey): void

  // The theme key defaults to 'theme' (SPEC.md §3).
  getThemeMode(): 'light' | 'dark' | undefined
  setThemeMode(mode: 'light' | 'dark'): void

  // Our own keys (documented in core's README).
  getRecentWallets(): RecentWallet[]
  /** Puts `wallet` first, drops duplicates by id, keeps at most 2. Returns the new list. */
  addRecentWallet(wallet: RecentWallet): RecentWallet[]
  getConnectedConnectorId(namespace: ChainNamespace): string | undefined
  setConnectedConnectorId(namespace: ChainNamespace, connectorId: string): void
  removeConnectedConnectorId(namespace: ChainNamespace): void
  getActiveNetwork(): CaipNetworkId | undefined
  setActiveNetwork(network: CaipNetworkId): void
  /** The embedded wallet's last SESSION_UPDATE token; `undefined` removes it. */
  getEmbeddedSessionToken(): string | undefined
  setEmbeddedSessionToken(token: string | undefined): void

  /** TTL caches (balance 30 s, ENS name and identity 5 min). */
  getCached<T>(key: string, ttlMs: number, now?: number): T | undefined
  setCached<T>(key: string, value: T, now?: number): void
}

/** Every storage key Airlock writes. */
export type StorageKey = string
