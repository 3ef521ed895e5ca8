import { httpError } from '../server/httpError'
import type { CloudContext, RunningChain } from '../server/types'

/**
 * Every running chain; 503 `Chains are not running` when the cloud was started without them.
 *
 * @example
 * const served = requireChains(ctx).map((chain) => chain.caipNetworkId)
 */
export function requireChains(ctx: CloudContext): RunningChain[] {
  if (!ctx.chains) httpError(503, 'Chains are not running')
  return ctx.chains.chains
}
