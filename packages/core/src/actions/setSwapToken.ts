import type { SwapToken } from '../api/types'
import type { AirlockCore } from '../createAirlockCore'
import { ensureSwapState } from '../state/swapState'
import { fetchSwapQuote } from './fetchSwapQuote'
import { setSwapToAmount } from './setSwapToAmount'

export type SetSwapTokenParameters = {
  /** Which side of the swap the token is for. */
  side: 'source' | 'to'
  /** One of `state.swap.tokens`. */
  token: SwapToken
}

/**
 * Picks the token to swap from or to, and quotes again. Picking the token of the other side
 * exchanges the two.
 *
 * @example
 * await setSwapToken(core, { side: 'to', token: core.state.swap!.tokens[1]! })
 */
export function setSwapToken(
  core: AirlockCore,
  { side, token }: SetSwapTokenParameters,
): ReturnType<typeof fetchSwapQuote> {
  const swap = ensureSwapState(core)
  const previous = side === 'source' ? swap.sourceToken : swap.toToken
  const other = side === 'source' ? swap.toToken : swap.sourceToken
  const exchange = other?.address.toLowerCase() === token.address.toLowerCase()
  if (side === 'source') {
    swap.sourceToken = token
    if (exchange) swap.toToken = previous
  } else {
    swap.toToken = token
    if (exchange) swap.sourceToken = previous
  }
  // The visitor typed what to receive: find the amount to pay again.
  if (swap.amountSide === 'to') return setSwapToAmount(core, swap.typedToAmount)
  return fetchSwapQuote(core)
}
