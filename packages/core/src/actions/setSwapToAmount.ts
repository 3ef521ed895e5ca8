import { getSwapQuote } from '../api/blockchain/getSwapQuote'
import type { AirlockCore } from '../createAirlockCore'
import { getApiClient } from '../http/getApiClient'
import { ensureSwapState, type SwapQuoteState } from '../state/swapState'
import { formatUnits } from '../units/formatUnits'
import { parseUnits } from '../units/parseUnits'
import { debounceSwapQuote } from './debounceSwapQuote'
import { fetchSwapQuote } from './fetchSwapQuote'
import { getTransactionContext } from './getTransactionContext'
import { swapError } from './swapError'

/**
 * Sets the amount to receive (whole destination tokens, as typed) and, once typing has paused
 * for 300 ms, finds the amount to pay for it: the quotes route prices an amount in only, so a
 * first guess from the USD prices is corrected twice along the pool's curve, then quoted like a
 * typed amount (`fetchSwapQuote`: the quote shown is what the pool gives for that input, within
 * a unit of the amount typed). Resolves `undefined` when overtaken or failed (`swapQuoteFailed`).
 *
 * @example
 * const quote = await setSwapToAmount(core, '100') // pay enough ETH for 100 USDC
 */
export function setSwapToAmount(
  core: AirlockCore,
  amount: string,
): Promise<SwapQuoteState | undefined> {
  const swap = ensureSwapState(core)
  Object.assign(swap, {
    amountSide: 'to' as const,
    typedToAmount: amount,
    quote: undefined,
    sourceTokenAmount: '',
    toTokenAmount: '',
    quoteStatus: amount.trim() && Number(amount) > 0 ? ('loading' as const) : ('idle' as const),
  })
  return debounceSwapQuote(core, async () => {
    const { sourceToken, toToken } = swap
    let desired = 0n
    try {
      desired = parseUnits(amount.trim() || '0', toToken?.decimals ?? 18)
    } catch {}
    if (!sourceToken || !toToken || desired <= 0n) {
      swap.quoteStatus = 'idle'
      return undefined
    }
    const stale = () =>
      swap.amountSide !== 'to' ||
      swap.typedToAmount !== amount ||
      swap.sourceToken?.address !== sourceToken.address ||
      swap.toToken?.address !== toToken.address
    try {
      const { address, network } = getTransactionContext(core)
      const api = getApiClient(core, 'api')
      const quoteOut = async (input: bigint) => {
        const { quotes } = await getSwapQuote(api, {
          amount: input.toString(),
          userAddress: `${network.caipNetworkId}:${address}`,
          from: sourceToken.address,
          to: toToken.address,
        })
        return BigInt(quotes[0]?.toAmount ?? '0')
      }
      const fromPrice = swap.prices[sourceToken.address.toLowerCase()]
      const toPrice = swap.prices[toToken.address.toLowerCase()]
      let input =
        fromPrice && toPrice
          ? parseUnits(
              ((Number(amount) * toPrice) / fromPrice).toFixed(Math.min(sourceToken.decimals, 12)),
              sourceToken.decimals,
            )
          : 10n ** BigInt(sourceToken.decimals)
      if (input <= 0n) input = 1n
      for (let step = 0; step < 2; step++) {
        const out = await quoteOut(input)
        if (stale()) return undefined
        if (out <= 0n) throw new Error('No quote')
        // Rounded up: the pool's curve gives a little less per unit for a larger input.
        input = (input * desired + out - 1n) / out
      }
      swap.sourceTokenAmount = formatUnits(input, sourceToken.decimals)
      return await fetchSwapQuote(core)
    } catch (error) {
      if (stale()) return undefined
      swap.quoteStatus = 'failed'
      swap.error = swapError('swapQuoteFailed', error)
      return undefined
    }
  })
}
