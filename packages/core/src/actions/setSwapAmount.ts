import type { AirlockCore } from '../createAirlockCore'
import { ensureSwapState } from '../state/swapState'
import { debounceSwapQuote } from './debounceSwapQuote'
import { fetchSwapQuote } from './fetchSwapQuote'

/**
 * Sets the amount to swap (whole source tokens, as typed) and asks for a new quote once typing
 * has paused for 300 ms; the quote on screen is dropped at once, so a stale one is never shown.
 * Resolves when that quote has arrived (or was overtaken by newer typing: `undefined`).
 *
 * @example
 * setSwapAmount(core, '1.5')
 */
export function setSwapAmount(
  core: AirlockCore,
  amount: string,
): Promise<Awaited<ReturnType<typeof fetchSwapQuote>>> {
  const swap = ensureSwapState(core)
  swap.sourceTokenAmount = amount
  swap.amountSide = 'source'
  swap.quote = undefined
  swap.toTokenAmount = ''
  swap.quoteStatus = amount.trim() && Number(amount) > 0 ? 'loading' : 'idle'
  return debounceSwapQuote(core, () => fetchSwapQuote(core))
}
