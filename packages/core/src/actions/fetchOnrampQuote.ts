import type { OnrampQuote } from '../api/types'
import type { AirlockCore } from '../createAirlockCore'
import { getApiClient } from '../http/getApiClient'
import { ensureOnrampState } from '../state/onrampState'
import { onrampLimits } from './onrampLimits'
import { onrampNetworkName } from './onrampNetworkName'

// One token per request: an answer for values changed since is not shown.
const latest = new WeakMap<AirlockCore, object>()

/**
 * Quotes the buy form (`POST /v1/onramp/quote` with `purchaseCurrency`, `paymentCurrency`, `amount`
 * and `network`; the network is the active one's provider name) into `state.onramp.quote`. An
 * amount outside the method's limits (the provider's, else card 10-7500, bank 10-25000) is refused
 * before asking (`quoteError.messageId: 'onrampAmountRange'` with `min` and `max`); a failed
 * request sets `onrampQuoteFailed` with the server's words. An answer to values changed since is
 * dropped. Resolves with the quote shown.
 *
 * @example
 * setOnrampForm(core, { paymentAmount: '100' })
 * const quote = await fetchOnrampQuote(core)
 */
export async function fetchOnrampQuote(core: AirlockCore): Promise<OnrampQuote | undefined> {
  const onramp = ensureOnrampState(core)
  const token = {}
  latest.set(core, token)
  const { paymentAmount, paymentCurrency, purchaseCurrency, paymentMethod } = onramp
  const amount = Number(paymentAmount)
  const { min, max } = onrampLimits(onramp.options, paymentCurrency, paymentMethod)
  if (paymentAmount.trim() === '' || !Number.isFinite(amount) || amount < min || amount > max) {
    Object.assign(onramp, {
      quote: undefined,
      quoteStatus: 'failed',
      quoteError: { messageId: 'onrampAmountRange', min, max },
    })
    return undefined
  }
  onramp.quoteStatus = 'loading'
  onramp.quoteError = undefined
  try {
    const { getOnrampQuote } = await import('../api/onramp/getOnrampQuote')
    const quote = await getOnrampQuote(getApiClient(core, 'api'), {
      purchaseCurrency,
      paymentCurrency,
      amount: paymentAmount.trim(),
      network: onrampNetworkName(core.state.chain.activeNetwork),
      ...(paymentMethod === 'card' ? {} : { paymentMethod }),
    })
    if (latest.get(core) !== token) return onramp.quote
    Object.assign(onramp, { quote, quoteStatus: 'ready', quoteError: undefined })
    return quote
  } catch (error) {
    if (latest.get(core) !== token) return onramp.quote
    Object.assign(onramp, {
      quote: undefined,
      quoteStatus: 'failed',
      quoteError: {
        messageId: 'onrampQuoteFailed',
        detail: error instanceof Error ? error.message : String(error),
      },
    })
    return undefined
  }
}
