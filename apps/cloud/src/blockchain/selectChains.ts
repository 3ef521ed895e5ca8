import type { CloudContext, RunningChain } from '../server/types'
import { requireChain } from './requireChain'
import { requireChains } from './requireChains'

/**
 * The chains an optional `chainId` parameter selects: that one chain (400 when not served), or
 * every running chain when the parameter is absent or empty.
 *
 * @example
 * const chains = selectChains(ctx, c.req.query('chainId'))
 */
export function selectChains(ctx: CloudContext, value: string | undefined): RunningChain[] {
  if (value === undefined || value === '') return requireChains(ctx)
  return [requireChain(ctx, value)]
}
