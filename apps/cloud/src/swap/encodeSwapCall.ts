import { encodeFunctionData, type Hex } from 'viem'
import type { SwapAsset } from './swapAssets'
import { routerAbi } from './swapContracts'

/** The router call of a swap: calldata, the ETH to send with it and the minimum it accepts. */
export type SwapCall = { data: Hex; value: bigint; minimumOut: bigint }

/**
 * Encodes the Router02 call swapping exactly `amountIn` along `path`: `swapExactETHForTokens`
 * from ETH, `swapExactTokensForETH` to ETH, else `swapExactTokensForTokens`. `amountOutMin` is
 * the quote less the slippage (basis points, rounded down), so the router reverts with
 * `UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT` when the pool moved further than that.
 *
 * @example
 * encodeSwapCall({ from: eth, to: usdc, amountIn, quotedOut, path, slippageBps: 100n, recipient, deadline })
 */
export function encodeSwapCall(input: {
  from: SwapAsset
  to: SwapAsset
  amountIn: bigint
  quotedOut: bigint
  path: `0x${string}`[]
  slippageBps: bigint
  recipient: `0x${string}`
  deadline: bigint
}): SwapCall {
  const { from, to, amountIn, path, recipient, deadline } = input
  const minimumOut = (input.quotedOut * (10_000n - input.slippageBps)) / 10_000n
  if (from.native)
    return {
      value: amountIn,
      minimumOut,
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [minimumOut, path, recipient, deadline],
      }),
    }
  return {
    value: 0n,
    minimumOut,
    data: encodeFunctionData({
      abi: routerAbi,
      functionName: to.native ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
      args: [amountIn, minimumOut, path, recipient, deadline],
    }),
  }
}
