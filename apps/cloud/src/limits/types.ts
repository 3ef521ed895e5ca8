/** A token bucket: `perSecond` tokens come back each second, at most `burst` are held. */
export type RateLimit = { perSecond: number; burst: number }

/** The cloud's limits; each has a number, an environment variable and a documented answer. */
export type CloudLimits = {
  /** HTTP API calls (registry, images, Blockchain API, analytics) per client IP address. */
  apiPerIp: RateLimit
  /** HTTP API calls per project, from every client together. */
  apiPerProject: RateLimit
  /** RPC proxy requests per client IP address; each request of a batch counts. */
  rpcPerIp: RateLimit
  /** RPC proxy requests per project, from every client together. */
  rpcPerProject: RateLimit
  /** HTTP connections one IP address may hold open at once (slow and idle ones included). */
  connectionsPerIp: number
  /** WebSocket connections to the relay one IP address may hold open at once. */
  relayConnectionsPerIp: number
}
