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
