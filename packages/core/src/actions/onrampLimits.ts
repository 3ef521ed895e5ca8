import type { OnrampOptions } from '../api/types'
import { ONRAMP_FALLBACK_LIMITS } from '../constants/limits'
import type { OnrampPaymentMethod } from '../state/onrampState'

/**
 * The smallest and largest fiat amount of a payment method in a currency: the provider's
 * `payment_method_limits` from `GET /v1/onramp/options`, else the fallback limits (card
 * 10-7500, bank account 10-25000).
 *
 * @example
 * onrampLimits(undefined, 'USD', 'card') // { min: 10, max: 7500 }
 */
export function onrampLimits(
  options: OnrampOptions | undefined,
  currency: string,
  method: OnrampPaymentMethod,
): { min: number; max: number } {
  const entry = options?.paymentCurrencies.find((c) => c.id === currency)
  const limits = (entry?.payment_method_limits ?? []) as {
    id?: string
    min?: string
    max?: string
  }[]
  const found = limits.find((limit) => limit.id === method)
  const fallback =
    method === 'card' ? ONRAMP_FALLBACK_LIMITS.card : ONRAMP_FALLBACK_LIMITS.bankAccount
  const min = Number(found?.min)
  const max = Number(found?.max)
  return {
    min: Number.isFinite(min) && found?.min !== undefined ? min : fallback.min,
    max: Number.isFinite(max) && found?.max !== undefined ? max : fallback.max,
  }
}
