import type { AirlockCore } from '../createAirlockCore'
import { ensureOnrampState, type OnrampPaymentMethod } from '../state/onrampState'

export type SetOnrampFormParameters = {
  paymentAmount?: string
  paymentCurrency?: string
  purchaseCurrency?: string
  paymentMethod?: OnrampPaymentMethod
}

/**
 * Changes the buy form (amount, fiat currency, token, payment method); the quote of the old
 * values is dropped (call `fetchOnrampQuote` for a new one).
 *
 * @example
 * setOnrampForm(core, { paymentAmount: '100', paymentCurrency: 'EUR' })
 */
export function setOnrampForm(core: AirlockCore, parameters: SetOnrampFormParameters): void {
  const onramp = ensureOnrampState(core)
  for (const [key, value] of Object.entries(parameters))
    if (value !== undefined) (onramp as Record<string, unknown>)[key] = value
  onramp.quote = undefined
  onramp.quoteStatus = 'idle'
  onramp.quoteError = undefined
}
