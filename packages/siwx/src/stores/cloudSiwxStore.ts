import type { CaipNetworkId, SIWXSession } from '@airlock/core'
import { SiwxVerificationError } from '../errors/siwx'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import { cloudUrl } from './cloudUrl'
import { sameAccount } from './sameAccount'
import type { SiwxStorage, SiwxStore } from './types'

export type CloudSiwxStoreInput = {
  /** The cloud's base URL, e.g. `http://127.0.0.1:8787`. */
  apiUrl: string
  projectId: string
  /** Where the session tokens are kept; default `localStorage` when there is one, else memory. */
  storage?: SiwxStorage
  /** The storage key; default `@airlock/siwx/cloud-sessions`. */
  key?: string
}

/** A session the cloud holds, as the browser keeps it: the bearer token and the session. */
type Entry = { token: string; session: SIWXSession }

/** The cloud-backed store, plus the token a dapp sends its own server. */
export type CloudSiwxStore = SiwxStore & {
  /** The session token of one account on one chain, for `verifySiwxSession` on the dapp's server. */
  getToken(chainId: CaipNetworkId, address: string): string | undefined
}

/**
 * A session store backed by the cloud: nonces issued by the cloud (single use, 5 minutes),
 * sessions verified and kept there (`POST /v1/siwx/sessions`), revoked there on sign-out. The
 * browser keeps only the bearer token of each session; the dapp's server checks it with
 * `verifySiwxSession` from `@airlock/siwx/server`.
 *
 * @example
 * const store = cloudSiwxStore({ apiUrl: 'http://127.0.0.1:8787', projectId: 'demo' })
 * const siwx = createSiwx({ store, required: true })
 * await fetch('/api/me', { headers: { authorization: `Bearer ${store.getToken(chainId, address)}` } })
 */
export function cloudSiwxStore(input: CloudSiwxStoreInput): CloudSiwxStore {
  const key = input.key ?? '@airlock/siwx/cloud-sessions'
  const storage = input.storage ?? memoryOrLocal()
  const url = (path: string): string => cloudUrl(input.apiUrl, path, input.projectId)
  const read = (): Entry[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]')
      return Array.isArray(parsed) ? (parsed as Entry[]) : []
    } catch {
      return []
    }
  }
  const write = (entries: readonly Entry[]): void => {
    try {
      storage.setItem(key, JSON.stringify(entries))
    } catch (error) {
      console.warn('Unable to store the sign-in session', error)
    }
  }
  const samePair = (e: Entry, chainId: CaipNetworkId, address: string): boolean =>
    e.session.data.chainId === chainId &&
    sameAccount(chainId, e.session.data.accountAddress, address)

  return {
    async getNonce() {
      const response = await fetch(url('/v1/siwx/nonces'), { method: 'POST' })
      if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
      const { nonce } = (await response.json()) as { nonce: string }
      return nonce
    },
    async verify(session) {
      const response = await fetch(url('/v1/siwx/sessions'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: session.message, signature: session.signature }),
      })
      const body = (await response.json().catch(() => ({}))) as { token?: string; reason?: string }
      if (response.status === 400 || response.status === 401)
        throw new SiwxVerificationError(
          (body.reason as SiwxVerificationError['reason']) ?? 'invalid-signature',
        )
      if (!response.ok || !body.token) throw new Error(`HTTP status code: ${response.status}`)
      const data = parseSiwxMessage(session.message)
      const kept = read().filter((e) => !samePair(e, data.chainId, data.accountAddress))
      write([...kept, { token: body.token, session: { ...session, data } }])
    },
    async getSessions(chainId, address) {
      const mine = read().filter((e) => samePair(e, chainId, address))
      const alive: Entry[] = []
      for (const entry of mine) {
        const response = await fetch(url('/v1/siwx/sessions/current'), {
          headers: { authorization: `Bearer ${entry.token}` },
        })
        if (response.ok) alive.push(entry)
        else if (response.status !== 401) throw new Error(`HTTP status code: ${response.status}`)
      }
      if (alive.length !== mine.length)
        write([...read().filter((e) => !samePair(e, chainId, address)), ...alive])
      return alive.map((e) => e.session)
    },
    async revoke(chainId, address) {
      const mine = read().filter((e) => samePair(e, chainId, address))
      for (const entry of mine) {
        const response = await fetch(url('/v1/siwx/sessions/revoke'), {
          method: 'POST',
          headers: { authorization: `Bearer ${entry.token}` },
        })
        if (!response.ok && response.status !== 401)
          throw new Error(`HTTP status code: ${response.status}`)
      }
      write(read().filter((e) => !samePair(e, chainId, address)))
    },
    getToken(chainId, address) {
      return read().find((e) => samePair(e, chainId, address))?.token
    },
  }
}

function memoryOrLocal(): SiwxStorage {
  if (typeof localStorage !== 'undefined') return localStorage
  const memory = new Map<string, string>()
  return {
    getItem: (k) => memory.get(k) ?? null,
    setItem: (k, v) => void memory.set(k, v),
    removeItem: (k) => void memory.delete(k),
  }
}
