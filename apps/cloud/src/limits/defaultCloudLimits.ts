import type { CloudLimits } from './types'

/**
 * The production defaults, which `npm run dev` runs too. A visitor opening the modal and paging
 * through all 321 wallets makes about 350 API calls (one per wallet image): inside the API
 * burst. A test harness that needs more raises them explicitly.
 */
export const defaultCloudLimits: CloudLimits = {
  apiPerIp: { perSecond: 50, burst: 500 },
  apiPerProject: { perSecond: 500, burst: 5_000 },
  rpcPerIp: { perSecond: 50, burst: 500 },
  rpcPerProject: { perSecond: 500, burst: 5_000 },
  connectionsPerIp: 64,
  relayConnectionsPerIp: 50,
}
