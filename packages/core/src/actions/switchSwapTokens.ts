import type { AirlockCore } from '../createAirlockCore'
import { ensureSwapState } from '../state/swapState'
import { fetchSwapQuote } from './fetchSwapQuote'

/**
 * Exchanges the two tokens of the swap form (the quote's amount becomes the amount to swap)
 * and quotes again.
 *
 * @example
 * await switchSwapTokens(core)
 */
export function switchSwapTokens(core: AirlockCore): ReturnType<typeof fetchSwapQuote> {
  const swap = ensureSwapState(core)
  const { sourceToken, toToken, toTokenAmount } = swap
  swap.sourceToken = toToken
  swap.toToken = sourceToken
  if (toTokenAmount) swap.sourceTokenAmount = toTokenAmount
  swap.amountSide = 'source'
  return fetchSwapQuote(core)
}
