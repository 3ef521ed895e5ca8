import type { SIWXConfig } from '@airlock/core'

/** The page that asks every connected visitor to sign in. */
export const SIGN_IN_PATH = '/siwx'

/** The store and its config, fetched when the flow first needs them (not in the first load). */
export const loadSignIn = (): Promise<typeof import('./siwxStore')> => import('./siwxStore')

/**
 * The `siwx` option of the sign-in page: `createSiwx` with the cloud's store, loaded on first
 * use. `required` is known at once, so close stays locked from the first render; `/siwx?optional`
 * makes signing in optional (cancel keeps the wallet connected). `/siwx?solana` adds the Solana
 * adapter and the cloud's Solana devnet (src/airlock.ts): a Solana wallet signs the
 * Sign-In-With-Solana text, and the same cloud store and server route take its session.
 */
export function signInConfig(required: boolean): SIWXConfig {
  return {
    required,
    createMessage: async (input) => (await loadSignIn()).siwx.createMessage(input),
    addSession: async (session) => (await loadSignIn()).siwx.addSession(session),
    revokeSession: async (chainId, address) =>
      (await loadSignIn()).siwx.revokeSession(chainId, address),
    setSessions: async (sessions) => (await loadSignIn()).siwx.setSessions(sessions),
    getSessions: async (chainId, address) =>
      (await loadSignIn()).siwx.getSessions(chainId, address),
  }
}
