import type { CaipNetworkId, SIWXSession } from '@airlock/core'
import type { PublicClient } from 'viem'
import { generateSiweNonce } from 'viem/siwe'
import { SiwxVerificationError } from '../errors/siwx'
import { verifySiwxMessage } from '../verify/verifySiwxMessage'
import { isCurrent } from './isCurrent'
import { sameAccount } from './sameAccount'
import type { SiwxStorage, SiwxStore } from './types'

export type LocalSiwxStoreInput = {
  /** A public client per eip155 chain id (see `cloudRpcClients`), for smart-account signatures. */
  getClient(chainId: number): PublicClient | undefined
  /** Default `localStorage` when there is one, else memory. */
  storage?: SiwxStorage
  /** The storage key; default `@airlock/siwx/sessions`. */
  key?: string
  /** How long an issued nonce can be used; default 5 minutes. */
  nonceTtlMs?: number
}

/** How long a nonce from the browser store stays usable. */
export const LOCAL_NONCE_TTL_MS: number = 5 * 60_000

/**
 * The default session store: sessions in the browser's storage, nonces issued in memory (single
 * use, 5 minutes), every session verified (signature, nonce, time window) before it is kept. Good
 * for a dapp without a server; a dapp whose server must trust the sign-in uses `cloudSiwxStore`
 * or its own `SiwxStore`.
 *
 * @example
 * const siwx = createSiwx({ store: localSiwxStore({ getClient: cloudRpcClients({ apiUrl, projectId }) }) })
 */
export function localSiwxStore(input: LocalSiwxStoreInput): SiwxStore {
  const key = input.key ?? '@airlock/siwx/sessions'
  const ttl = input.nonceTtlMs ?? LOCAL_NONCE_TTL_MS
  const storage = input.storage ?? defaultStorage()
  const nonces = new Map<string, { expiresAt: number; used: boolean }>()

  const read = (): SIWXSession[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]')
      return Array.isArray(parsed) ? (parsed as SIWXSession[]) : []
    } catch {
      return []
    }
  }
  const write = (sessions: readonly SIWXSession[]): void => {
    try {
      storage.setItem(key, JSON.stringify(sessions))
    } catch (error) {
      console.warn('Unable to store the sign-in session', error)
    }
  }
  const samePair = (s: SIWXSession, chainId: CaipNetworkId, address: string): boolean =>
    s.data.chainId === chainId && sameAccount(chainId, s.data.accountAddress, address)

  return {
    async getNonce() {
      const now = Date.now()
      for (const [nonce, entry] of nonces) if (entry.expiresAt <= now) nonces.delete(nonce)
      const nonce = generateSiweNonce()
      nonces.set(nonce, { expiresAt: now + ttl, used: false })
      return nonce
    },
    async verify(session) {
      const data = await verifySiwxMessage({
        message: session.message,
        signature: session.signature,
        getClient: input.getClient,
      })
      const entry = nonces.get(data.nonce)
      if (!entry) throw new SiwxVerificationError('wrong-nonce')
      if (entry.used) throw new SiwxVerificationError('replayed')
      if (entry.expiresAt <= Date.now()) throw new SiwxVerificationError('expired')
      entry.used = true
      const kept = read().filter((s) => !samePair(s, data.chainId, data.accountAddress))
      write([...kept, { data, message: session.message, signature: session.signature }])
    },
    async getSessions(chainId, address) {
      const now = new Date()
      return read().filter((s) => samePair(s, chainId, address) && isCurrent(s.data, now))
    },
    async revoke(chainId, address) {
      write(read().filter((s) => !samePair(s, chainId, address)))
    },
  }
}

function defaultStorage(): SiwxStorage {
  if (typeof localStorage !== 'undefined') return localStorage
  const memory = new Map<string, string>()
  return {
    getItem: (k) => memory.get(k) ?? null,
    setItem: (k, v) => void memory.set(k, v),
    removeItem: (k) => void memory.delete(k),
  }
}
