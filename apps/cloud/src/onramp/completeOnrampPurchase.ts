import type { Hex } from 'viem'
import { httpError } from '../server/httpError'
import type { CloudContext } from '../server/types'
import { ONRAMP_DAILY_LIMIT_PER_ADDRESS_USD, ONRAMP_DAILY_LIMIT_PER_PROJECT_USD } from './constants'
import { payFromTreasury } from './payFromTreasury'
import { quoteOnramp } from './quoteOnramp'
import { type PaymentForm, validatePaymentForm } from './validatePaymentForm'

const DAY_MS = 24 * 60 * 60 * 1000

type PurchaseRow = {
  id: string
  project_id: string
  address: string
  chain_id: number
  asset: string
  status: string
  expires_at: string
}

/** What the provider page shows and tells the dapp once paid. */
export type CompletedPurchase = {
  status: 'completed'
  txHash: Hex
  chainId: number
  address: string
  purchaseAmount: { value: string; currency: string }
  paymentTotal: { value: string; currency: string }
}

/**
 * Pays a purchase from the local provider page's form: validates the card or bank form (400
 * `Invalid payment details` with `fields`), spends the purchase id once (404 unknown, 410 expired,
 * 409 already used), holds the 24-hour limits per address (25 000 USD) and per project (250 000
 * USD) (429), prices it as `POST /v1/onramp/quote` does, sends the amount from the treasury and
 * records the transaction so history marks it `buy` (ETH, or a seeded ERC-20 by `transfer`).
 *
 * @example
 * const done = await completeOnrampPurchase(ctx, id, { paymentMethod: 'card', amount: '50', ... })
 */
export async function completeOnrampPurchase(
  ctx: CloudContext,
  id: string,
  form: PaymentForm,
): Promise<CompletedPurchase> {
  const checked = validatePaymentForm(form)
  if (checked.errors) httpError(400, 'Invalid payment details', { fields: checked.errors })
  const { payment } = checked
  const row = await findPurchase(ctx, id)
  const chain = ctx.chains?.get(row.chain_id)
  if (!chain) httpError(503, 'Chain unavailable', { chainId: row.chain_id })
  const quote = await quoteOnramp(ctx, chain, {
    purchaseCurrency: row.asset,
    paymentCurrency: payment.currency,
    amount: payment.amount,
    paymentMethod: payment.paymentMethod,
  })
  const now = Date.now()
  const { rows: claimed } = await ctx.store.query<{ id: string }>(
    `update onramp_purchases set status = 'pending', payment_method = $2, fiat_amount = $3,
       fiat_currency = $4, usd_amount = $5, crypto_amount = $6
     where id = $1 and status = 'open' and expires_at > $7 returning id`,
    [
      id,
      payment.paymentMethod,
      payment.amount,
      quote.paymentCurrency,
      quote.fiat,
      quote.cryptoAmount,
      now,
    ],
  )
  if (claimed.length === 0) {
    const again = await findPurchase(ctx, id)
    if (again.status === 'open') httpError(410, 'Purchase link expired', { id })
    httpError(409, 'Purchase link already used', { id })
  }
  // Counted after claiming, this purchase included: two at once cannot both slip under a limit.
  const { rows: totals } = await ctx.store.query<{ by_address: string; by_project: string }>(
    `select
       coalesce(sum(usd_amount) filter (where address = $1), 0)::text as by_address,
       coalesce(sum(usd_amount) filter (where project_id = $2), 0)::text as by_project
     from onramp_purchases
     where (address = $1 or project_id = $2) and status in ('pending', 'completed') and created_at > $3`,
    [row.address, row.project_id, now - DAY_MS],
  )
  const byAddress = Number(totals[0]?.by_address ?? 0)
  const byProject = Number(totals[0]?.by_project ?? 0)
  if (
    byAddress > ONRAMP_DAILY_LIMIT_PER_ADDRESS_USD ||
    byProject > ONRAMP_DAILY_LIMIT_PER_PROJECT_USD
  ) {
    await ctx.store.query(`update onramp_purchases set status = 'failed' where id = $1`, [id])
    httpError(429, 'Daily on-ramp limit reached', {
      reason:
        byAddress > ONRAMP_DAILY_LIMIT_PER_ADDRESS_USD
          ? `an address buys at most ${ONRAMP_DAILY_LIMIT_PER_ADDRESS_USD} USD in 24 hours`
          : `a project's visitors buy at most ${ONRAMP_DAILY_LIMIT_PER_PROJECT_USD} USD in 24 hours`,
    })
  }
  let txHash: Hex
  try {
    txHash = await payFromTreasury(chain, row.address as Hex, quote.cryptoUnits, quote.asset.token)
  } catch (error) {
    await ctx.store.query(`update onramp_purchases set status = 'failed' where id = $1`, [id])
    throw error
  }
  await ctx.store.query(
    `update onramp_purchases set status = 'completed', tx_hash = $2, completed_at = $3 where id = $1`,
    [id, txHash.toLowerCase(), Date.now()],
  )
  return {
    status: 'completed',
    txHash,
    chainId: row.chain_id,
    address: row.address,
    purchaseAmount: quote.body.purchaseAmount,
    paymentTotal: quote.body.paymentTotal,
  }
}

async function findPurchase(ctx: CloudContext, id: string): Promise<PurchaseRow> {
  const { rows } = await ctx.store.query<PurchaseRow>(
    `select id, project_id, address, chain_id, asset, status, expires_at::text as expires_at
     from onramp_purchases where id = $1`,
    [id],
  )
  const row = rows[0]
  if (!row) httpError(404, 'Unknown purchase', { id })
  return row
}
