/** A token bucket: `perSecond` tokens come back each second, at most `burst` are held. */
export type RateLimit = { perSecond: number; burst: number }

/**
 * The secure site's limits against floods; each has a number, an environment variable
 * (`AIRLOCK_SECURE_SITE_*`) and a documented answer (README, "Limits").
 */
export type SiteLimits = {
  /** Requests per client IP address, every route but `/health`. */
  ratePerIp: RateLimit
  /** Requests per project (the API's signed project, the frame page's `projectId`), all clients together. */
  ratePerProject: RateLimit
  /** Long polls (device and Farcaster waits) one IP address may hold at once. */
  longPollsPerIp: number
  /** Long polls the whole site holds at once. */
  longPolls: number
  /** HTTP connections one IP address may hold open at once (slow and idle ones included). */
  connectionsPerIp: number
  /** How long a client may take to send its request headers, in ms. */
  headersTimeoutMs: number
  /** How long a client may take to send its whole request, in ms. */
  requestTimeoutMs: number
}
