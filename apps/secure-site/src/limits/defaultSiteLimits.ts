import type { SiteLimits } from './types'

/**
 * The production defaults, which `npm run dev` runs too. A frame makes a few API calls per app
 * event (a sign-in is about ten, a page load three to five, a dapp polling reads through the frame
 * one per read), so 200 at once and 20 a second per IP leave a person, or a small office behind
 * one address, far from the limit. A test harness that needs more raises them explicitly.
 */
export const defaultSiteLimits: SiteLimits = {
  ratePerIp: { perSecond: 20, burst: 200 },
  ratePerProject: { perSecond: 200, burst: 2_000 },
  longPollsPerIp: 8,
  longPolls: 256,
  connectionsPerIp: 64,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
}
