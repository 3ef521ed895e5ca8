import type { SIWEConfig, SIWESession } from '@airlock/core'

/**
 * `/siwe`: the same required sign-in as `/siwx`, configured the legacy way (`siweConfig`, which
 * the modal shows through ConnectingSiwe), on the same cloud store, so the demo's server route
 * checks it alike. The store and the message library load with the first nonce.
 */
export const LEGACY_SIGN_IN_PATH = '/siwe'

/** Where the page remembers the signed-in account across reloads (the config's `getSession`). */
export const LEGACY_SESSION_KEY = '@airlock-demo/siwe-session'

type Loaded = typeof import('./siwxStore') & typeof import('@airlock/siwx')

/**
 * The legacy `siweConfig` of the `/siwe` page: nonces, verification and sign-out in the cloud.
 *
 * @example
 * createAirlock({ ..., siweConfig: legacySiweConfig() })
 */
export function legacySiweConfig(): SIWEConfig {
  let loaded: Loaded | undefined
  const load = async (): Promise<Loaded> => {
    loaded ??= { ...(await import('./siwxStore')), ...(await import('@airlock/siwx')) }
    return loaded
  }
  const remembered = (): SIWESession | null => {
    try {
      const value = JSON.parse(localStorage.getItem(LEGACY_SESSION_KEY) ?? 'null') as unknown
      const session = value as SIWESession | null
      return session && typeof session.address === 'string' && typeof session.chainId === 'number'
        ? session
        : null
    } catch {
      return null
    }
  }
  return {
    required: true,
    getMessageParams: async () => ({ statement: 'Sign in to the Airlock demo', expiry: 86_400 }),
    async getNonce(address) {
      const { store } = await load()
      // The legacy call names no chain; the cloud's nonces are the project's, for any chain.
      return store.getNonce({ chainId: 'eip155:1', accountAddress: address ?? '' })
    },
    // Called right after getNonce, which loaded the library.
    createMessage(args) {
      if (!loaded) throw new Error('The sign-in library is not loaded yet')
      return loaded
        .createSiwxMessage({
          accountAddress: args.address,
          chainId: `eip155:${args.chainId}`,
          domain: args.domain,
          uri: args.uri,
          version: args.version,
          nonce: args.nonce,
          issuedAt: args.issuedAt,
          ...(args.statement === undefined ? {} : { statement: args.statement }),
          ...(args.expirationTime === undefined ? {} : { expirationTime: args.expirationTime }),
        })
        .toString()
    },
    async verifyMessage({ message, signature }) {
      const { store, parseSiwxMessage } = await load()
      const data = parseSiwxMessage(message)
      try {
        await store.verify({ data, message, signature })
      } catch {
        return false
      }
      const session: SIWESession = {
        address: data.accountAddress,
        chainId: Number(data.chainId.split(':')[1]),
      }
      localStorage.setItem(LEGACY_SESSION_KEY, JSON.stringify(session))
      return true
    },
    async getSession() {
      const session = remembered()
      if (!session) return null
      const { store } = await load()
      const alive = await store.getSessions(`eip155:${session.chainId}`, session.address)
      return alive.length > 0 ? session : null
    },
    async signOut() {
      const session = remembered()
      localStorage.removeItem(LEGACY_SESSION_KEY)
      if (!session) return true
      const { store } = await load()
      await store.revoke(`eip155:${session.chainId}`, session.address)
      return true
    },
  }
}
