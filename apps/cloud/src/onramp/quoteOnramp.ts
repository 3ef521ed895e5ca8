import { seedToken } from '../seed/seedToken'
import { NATIVE_PRICE_USD, NATIVE_TOKEN_ADDRESS } from '../seed/seedTokens'
import { httpError } from '../server/httpError'
import type { CloudContext, RunningChain } from '../server/types'
import {
  ONRAMP_ASSETS,
  ONRAMP_FEE_RATES,
  ONRAMP_FIAT_USD_RATES,
  ONRAMP_METHOD_LIMITS,
  type OnrampPaymentMethod,
} from './constants'

export type OnrampQuoteInput = {
  purchaseCurrency: unknown
  paymentCurrency: unknown
  amount: unknown
  paymentMethod?: unknown
}

/** A computed quote: the response body's numbers, plus what a purchase records. */
export type OnrampQuoteResult = {
  asset: (typeof ONRAMP_ASSETS)[number]
  paymentMethod: OnrampPaymentMethod
  paymentCurrency: string
  /** The fiat amount paid, as given. */
  fiat: number
  fee: number
  usd: number
  /** What arrives, in the asset's base units, and as a decimal string. */
  cryptoUnits: bigint
  cryptoAmount: string
  body: {
    paymentTotal: { value: string; currency: string }
    paymentSubtotal: { value: string; currency: string }
    purchaseAmount: { value: string; currency: string }
    coinbaseFee: { value: string; currency: string }
    networkFee: { value: string; currency: string }
    quoteId: string
  }
}

/** Digits shown for a crypto amount: the local provider rounds down to this many decimals (fewer
 * when the token has fewer, USDC's 6). */
const CRYPTO_DECIMALS = 8

/**
 * Prices an on-ramp purchase on `chain`: the fiat `amount` within the payment method's limits
 * (card 10-7500, bank account 10-25000, SPEC §9), the provider fee (card 2 %, bank 1 %, inside
 * the 1-2 % range), the rest converted at the cloud's own USD price of the asset (the `prices`
 * table, the one balances use; ETH or a seeded ERC-20), rounded down to 8 decimals (or the
 * token's own, USDC's 6). No network fee: the treasury pays the gas.
 * Invalid input answers 400 with the SPEC-style `{ error, reason }`.
 *
 * @example
 * const quote = await quoteOnramp(ctx, chain, { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100' })
 * quote.body.purchaseAmount // { value: '0.03111111', currency: 'ETH' }
 */
export async function quoteOnramp(
  ctx: CloudContext,
  chain: RunningChain,
  input: OnrampQuoteInput,
): Promise<OnrampQuoteResult> {
  const symbol = typeof input.purchaseCurrency === 'string' ? input.purchaseCurrency : ''
  const asset = ONRAMP_ASSETS.find(
    (entry) => entry.symbol === symbol.toUpperCase() || entry.id === symbol,
  )
  if (!asset)
    httpError(400, 'Unsupported purchase currency', {
      purchaseCurrency: input.purchaseCurrency ?? null,
      supported: ONRAMP_ASSETS.map((entry) => entry.symbol),
    })
  const paymentCurrency =
    typeof input.paymentCurrency === 'string' ? input.paymentCurrency.toUpperCase() : ''
  const rate = ONRAMP_FIAT_USD_RATES[paymentCurrency]
  if (rate === undefined)
    httpError(400, 'Unsupported payment currency', {
      paymentCurrency: input.paymentCurrency ?? null,
      supported: Object.keys(ONRAMP_FIAT_USD_RATES),
    })
  const method = input.paymentMethod ?? 'card'
  if (typeof method !== 'string' || !(method in ONRAMP_METHOD_LIMITS))
    httpError(400, 'Unsupported payment method', {
      paymentMethod: method,
      supported: Object.keys(ONRAMP_METHOD_LIMITS),
    })
  const paymentMethod = method as OnrampPaymentMethod
  const fiat = parseFiat(input.amount)
  const limits = ONRAMP_METHOD_LIMITS[paymentMethod]
  if (fiat < limits.min || fiat > limits.max)
    httpError(400, 'Amount out of range', {
      reason: `a ${paymentMethod === 'card' ? 'card' : 'bank account'} purchase is ${limits.min} to ${limits.max} ${paymentCurrency}`,
      min: String(limits.min),
      max: String(limits.max),
    })
  const fee = round2(fiat * ONRAMP_FEE_RATES[paymentMethod])
  const subtotal = round2(fiat - fee)
  const usd = round2(subtotal * rate)
  const price = await priceUsd(ctx, chain.chainId, asset)
  const digits = Math.min(CRYPTO_DECIMALS, asset.decimals)
  const scale = 10n ** BigInt(digits)
  // Cents and a price with at most 8 decimals: exact integer maths from here.
  const cryptoScaled =
    (BigInt(Math.round(usd * 100)) * scale * 10n ** 8n) / (100n * BigInt(Math.round(price * 1e8)))
  const cryptoUnits = cryptoScaled * 10n ** BigInt(asset.decimals - digits)
  const cryptoAmount = formatScaled(cryptoScaled, digits)
  return {
    asset,
    paymentMethod,
    paymentCurrency,
    fiat,
    fee,
    usd,
    cryptoUnits,
    cryptoAmount,
    body: {
      paymentTotal: { value: fiat.toFixed(2), currency: paymentCurrency },
      paymentSubtotal: { value: subtotal.toFixed(2), currency: paymentCurrency },
      purchaseAmount: { value: cryptoAmount, currency: asset.symbol },
      coinbaseFee: { value: fee.toFixed(2), currency: paymentCurrency },
      networkFee: { value: '0.00', currency: paymentCurrency },
      quoteId: crypto.randomUUID(),
    },
  }
}

function parseFiat(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : ''
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text.trim()))
    httpError(400, 'Invalid amount', {
      reason: 'amount must be a decimal number with at most 2 decimals',
      amount: value ?? null,
    })
  return Number(text)
}

function round2(value: number): number {
  return Math.round(value * 100) / 100
}

function formatScaled(value: bigint, decimals: number): string {
  const text = value.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, -decimals)
  const fraction = text.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

async function priceUsd(
  ctx: CloudContext,
  chainId: number,
  asset: (typeof ONRAMP_ASSETS)[number],
): Promise<number> {
  const token = asset.token ? seedToken(asset.token) : undefined
  const { rows } = await ctx.store.query<{ price: string }>(
    `select price::text as price from prices where chain_id = $1 and address = $2 and currency = 'usd'`,
    [chainId, token ? token.address.toLowerCase() : NATIVE_TOKEN_ADDRESS],
  )
  const price = Number(rows[0]?.price ?? token?.priceUsd ?? NATIVE_PRICE_USD)
  if (!(price > 0)) httpError(503, 'Price unavailable', { purchaseCurrency: asset.symbol })
  return price
}
