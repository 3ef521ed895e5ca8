import { parseChainId } from '../chains/parseChainId'
import { httpError } from '../server/httpError'
import type { CloudContext, RunningChain } from '../server/types'
import { SWAP_CHAIN_IDS } from './swapChains'

/**
 * The running chain a swap request names (a chain id, CAIP-2 id, or the chain of a CAIP-10
 * address); 400 `Network not supported for Swaps` (SPEC §8) when it is not one of the twelve
 * swap networks or the cloud does not run it, 400 `Invalid chainId` when it is no chain id.
 *
 * @example
 * const chain = requireSwapChain(ctx, 'eip155:8453')
 */
export function requireSwapChain(
  ctx: CloudContext,
  value: string | number | undefined,
): RunningChain {
  const id = parseChainId(value)
  if (id === undefined) httpError(400, 'Invalid chainId', { chainId: value ?? null })
  const chain = ctx.chains?.get(id)
  if (!chain || !SWAP_CHAIN_IDS.includes(id))
    httpError(400, 'Network not supported for Swaps', {
      chainId: `eip155:${id}`,
      supported: (ctx.chains?.chains ?? [])
        .filter((candidate) => SWAP_CHAIN_IDS.includes(candidate.chainId))
        .map((candidate) => candidate.caipNetworkId),
    })
  return chain
}
