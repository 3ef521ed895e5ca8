import { createRateLimiter, type RateLimiter } from './createRateLimiter'
import type { CloudLimits } from './types'

/** The four token-bucket limiters of the HTTP server, one per limit of `CloudLimits`. */
export type CloudLimiters = {
  apiPerIp: RateLimiter
  apiPerProject: RateLimiter
  rpcPerIp: RateLimiter
  rpcPerProject: RateLimiter
}

/**
 * Builds the HTTP server's rate limiters from its limits.
 *
 * @example
 * const limiters = createCloudLimiters(defaultCloudLimits)
 */
export function createCloudLimiters(limits: CloudLimits): CloudLimiters {
  return {
    apiPerIp: createRateLimiter(limits.apiPerIp),
    apiPerProject: createRateLimiter(limits.apiPerProject),
    rpcPerIp: createRateLimiter(limits.rpcPerIp),
    rpcPerProject: createRateLimiter(limits.rpcPerProject),
  }
}
