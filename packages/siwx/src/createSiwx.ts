import type { CaipNetworkId, SIWXConfig, SIWXMessage } from '@airlock/core'
import { createSiwxMessage } from './message/createSiwxMessage'
import type { SiwxStore } from './stores/types'

export type CreateSiwxInput = {
  /** Where sessions live: `localSiwxStore`, `cloudSiwxStore` or the dapp's own. */
  store: SiwxStore
  /** Sign-in is required: closing the sign view is refused and cancelling disconnects. */
  required?: boolean
  /** The host named in the message; default `location.host`. */
  domain?: string
  /** The URI named in the message; default `location.origin`. */
  uri?: string
  /** The sentence shown above the fields. */
  statement?: string
  /** How long a sign-in lasts; default 24 hours. */
  expiresInMs?: number
}

/** How long a sign-in lasts unless `expiresInMs` says otherwise. */
export const DEFAULT_SESSION_MS: number = 24 * 60 * 60_000

/**
 * The `siwx` option of `createAirlock`: builds EIP-4361 messages with the store's nonce, and
 * verifies, keeps, lists and revokes sessions through the store.
 *
 * @example
 * createAirlock({
 *   networks, adapters,
 *   siwx: createSiwx({ store: cloudSiwxStore({ apiUrl, projectId }), required: true }),
 * })
 */
export function createSiwx(input: CreateSiwxInput): SIWXConfig {
  const { store } = input
  const createMessage = async (args: {
    chainId: CaipNetworkId
    accountAddress: string
  }): Promise<SIWXMessage> => {
    if (store.createMessage) return store.createMessage(args)
    const nonce = await store.getNonce(args)
    const now = Date.now()
    return createSiwxMessage({
      ...args,
      domain: input.domain ?? globalThis.location?.host ?? 'localhost',
      uri: input.uri ?? globalThis.location?.origin ?? 'http://localhost',
      version: '1',
      nonce,
      ...(input.statement === undefined ? {} : { statement: input.statement }),
      issuedAt: new Date(now).toISOString(),
      expirationTime: new Date(now + (input.expiresInMs ?? DEFAULT_SESSION_MS)).toISOString(),
    })
  }
  return {
    ...(input.required === undefined ? {} : { required: input.required }),
    createMessage,
    addSession: (session) => store.verify(session),
    revokeSession: (chainId, address) => store.revoke(chainId, address),
    async setSessions(sessions) {
      // Replaces the sessions of each account named: its old ones end, the given ones are kept.
      const pairs = new Map(sessions.map((s) => [`${s.data.chainId}|${s.data.accountAddress}`, s]))
      for (const s of pairs.values()) await store.revoke(s.data.chainId, s.data.accountAddress)
      for (const s of sessions) await store.verify(s)
    },
    getSessions: (chainId, address) => store.getSessions(chainId, address),
  }
}
