/** Uniswap v2's fee on every hop: 0.3 %, as the pair's 997/1000. */
export const SWAP_FEE_PER_MILLE = 3n

/**
 * Output of one Uniswap v2 hop for `amountIn`, with the pair's 0.3 % fee: the constant-product
 * formula of `UniswapV2Library.getAmountOut`, `amountIn·997·reserveOut / (reserveIn·1000 +
 * amountIn·997)`, rounded down. 0 when the pool is empty.
 *
 * @example
 * getAmountOut(10n ** 18n, 300n * 10n ** 18n, 945_000n * 10n ** 6n) // 3130.147476 USDC (6 decimals)
 */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const withFee = amountIn * (1000n - SWAP_FEE_PER_MILLE)
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee)
}
