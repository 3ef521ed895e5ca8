import { httpError } from '../server/httpError'
import type { CloudContext, RunningChain } from '../server/types'
import { requireSwapChain } from './requireSwapChain'
import { SWAP_ASSETS, type SwapAsset } from './swapAssets'

/**
 * A swap token from a CAIP-10 parameter (`eip155:1:0x…`, `0xeeee…eeee` for ETH) with the swap
 * chain it names. 400 `Invalid token address` when malformed, `Network not supported for Swaps`
 * off the swap networks, `Unsupported token` when the local AMM does not trade it.
 *
 * @example
 * const { chain, asset } = parseSwapToken(ctx, c.req.query('from'), 'from')
 */
export function parseSwapToken(
  ctx: CloudContext,
  value: unknown,
  name: string,
): { chain: RunningChain; asset: SwapAsset } {
  const match =
    typeof value === 'string' ? /^eip155:(\d{1,16}):(0x[0-9a-fA-F]{40})$/.exec(value) : null
  if (!match?.[1] || !match[2]) httpError(400, 'Invalid token address', { [name]: value ?? null })
  const chain = requireSwapChain(ctx, match[1])
  const address = match[2].toLowerCase()
  const asset = SWAP_ASSETS.find((candidate) => candidate.address.toLowerCase() === address)
  if (!asset)
    httpError(400, 'Unsupported token', {
      [name]: value,
      supported: SWAP_ASSETS.map((candidate) => `${chain.caipNetworkId}:${candidate.address}`),
    })
  return { chain, asset }
}
