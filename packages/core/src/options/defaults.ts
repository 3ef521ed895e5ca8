/**
 * Default base URL of the Blockchain API: the local cloud that `npm run dev` starts. A production
 * deployment passes its own `apiUrl`.
 */
export const DEFAULT_API_URL = 'http://127.0.0.1:8787' as const

/**
 * Default base URL of the wallet registry: the local cloud that `npm run dev` starts. A production
 * deployment passes its own `registryUrl`.
 */
export const DEFAULT_REGISTRY_URL = 'http://127.0.0.1:8787' as const

/**
 * Default WebSocket URL of the WalletConnect relay: the one the local cloud starts. A production
 * deployment passes its own `relayUrl`.
 */
export const DEFAULT_RELAY_URL = 'ws://127.0.0.1:8789' as const

/**
 * Default origin of the embedded wallet's secure site (the frame page): the one `npm run dev`
 * starts. A production deployment passes its own `secureSiteUrl`.
 */
export const DEFAULT_SECURE_SITE_URL = 'http://127.0.0.1:8788' as const
