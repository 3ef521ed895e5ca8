import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/types'

/** A connection read back from the connection cookie: public data only. */
export type RestoredConnection = {
  /** `namespace:reference:address` of the connected account. */
  caipAddress: CaipAddress
  /** The connector that made the connection (what reconnecting asks the adapter for). */
  connectorId: string
}

/**
 * What a server hands the page so that its first HTML already shows the visitor's connection
 * (`cookieToInitialState`), and what `createAirlockCore({ initialState })` starts from.
 */
export type AirlockInitialState = {
  /** The network the visitor was on, when it is one of the dapp's networks. */
  activeNetwork: CaipNetworkId | undefined
  /** The connected account of each namespace. */
  connections: Partial<Record<ChainNamespace, RestoredConnection>>
}

/** Where and how long the connection cookie is kept (`createAirlockCore({ connectionCookie })`). */
export type ConnectionCookieOptions = {
  /** The cookie's name. Default `airlock.connection`. */
  name?: string
  /** Lifetime in seconds. Default 2592000 (30 days). */
  maxAgeSeconds?: number
  /** The cookie's path. Default `/`. */
  path?: string
}
