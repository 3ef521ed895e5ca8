import { parseChainId } from '../chains/parseChainId'
import { httpError } from '../server/httpError'
import type { CloudContext, RunningChain } from '../server/types'
import { requireChains } from './requireChains'

/**
 * The running chain a `chainId` parameter names (a number or a CAIP-2 id); 400
 * `Unsupported chain` when the cloud does not run it.
 *
 * @example
 * const chain = requireChain(ctx, c.req.query('chainId'))
 */
export function requireChain(ctx: CloudContext, value: string | undefined): RunningChain {
  const chains = requireChains(ctx)
  const id = parseChainId(value)
  const chain = chains.find((candidate) => candidate.chainId === id)
  if (!chain)
    httpError(400, 'Unsupported chain', {
      chainId: value ?? null,
      supported: chains.map((candidate) => candidate.caipNetworkId),
    })
  return chain
}
