import { seedToken } from '../seed/seedToken'
import type { RunningChain } from '../server/types'
import { getAmountOut, SWAP_FEE_PER_MILLE } from './getAmountOut'
import { readReserves } from './readReserves'
import type { SwapAsset } from './swapAssets'
import { SWAP_CONTRACTS } from './swapContracts'

/** A quote of the local AMM for an exact input. */
export type SwapQuoteResult = {
  amountIn: bigint
  amountOut: bigint
  /** The pool tokens the router walks (WETH for ETH), as `getAmountsOut` takes them. */
  path: `0x${string}`[]
  /** Output after each hop, `amounts[0]` being `amountIn` (what the router's getAmountsOut returns). */
  amounts: bigint[]
  /** How much worse than the pools' mid price (after fees) the output is, in percent. */
  priceImpactPercent: number
  /** The pools' fees over the whole path, in percent of the input (0.3 for one hop). */
  feePercent: number
  /** The fees in units of the input token, rounded up. */
  feeAmount: bigint
}

/**
 * Quotes swapping exactly `amountIn` of `from` into `to` on the chain's Uniswap v2 pools, from
 * their reserves: the direct pool, or through WETH or USDC, whichever gives more; `null` when
 * no path has liquidity. The amounts are those the router's `getAmountsOut` gives for the path.
 *
 * @example
 * const quote = await quoteSwap(chain, eth, usdc, 10n ** 18n) // quote.amountOut ≈ 3130 USDC
 */
export async function quoteSwap(
  chain: RunningChain,
  from: SwapAsset,
  to: SwapAsset,
  amountIn: bigint,
): Promise<SwapQuoteResult | null> {
  const a = from.poolToken
  const b = to.poolToken
  const usdc = seedToken('usdc').address
  const paths: `0x${string}`[][] = [[a, b]]
  for (const middle of [SWAP_CONTRACTS.weth, usdc])
    if (!same(middle, a) && !same(middle, b)) paths.push([a, middle, b])
  const quotes = await Promise.all(paths.map((path) => quotePath(chain, path, amountIn)))
  let best: SwapQuoteResult | null = null
  for (const quote of quotes) if (quote && (!best || quote.amountOut > best.amountOut)) best = quote
  return best
}

async function quotePath(
  chain: RunningChain,
  path: `0x${string}`[],
  amountIn: bigint,
): Promise<SwapQuoteResult | null> {
  const hops = path.slice(1).map((to, i) => [path[i] as `0x${string}`, to] as const)
  const reserves = await Promise.all(hops.map(([x, y]) => readReserves(chain, x, y)))
  const amounts = [amountIn]
  // The output at the pools' mid prices, after the same fees: what an infinitely deep pool gives.
  let ideal = Number(amountIn)
  for (const r of reserves) {
    if (!r) return null
    const previous = amounts[amounts.length - 1] as bigint
    amounts.push(getAmountOut(previous, r.reserveA, r.reserveB))
    ideal =
      (ideal * Number(r.reserveB) * (1000 - Number(SWAP_FEE_PER_MILLE))) /
      (Number(r.reserveA) * 1000)
  }
  const amountOut = amounts[amounts.length - 1] as bigint
  if (amountOut === 0n) return null
  const keep = (1000n - SWAP_FEE_PER_MILLE) ** BigInt(hops.length)
  const whole = 1000n ** BigInt(hops.length)
  const feeAmount = amountIn - (amountIn * keep) / whole
  return {
    amountIn,
    amountOut,
    path,
    amounts,
    priceImpactPercent: ideal > 0 ? Math.max(0, (1 - Number(amountOut) / ideal) * 100) : 0,
    feePercent: (1 - Number(keep) / Number(whole)) * 100,
    feeAmount,
  }
}

function same(x: string, y: string): boolean {
  return x.toLowerCase() === y.toLowerCase()
}
