import type { Hono } from 'hono'
import {
  ONRAMP_ASSETS,
  ONRAMP_FEE_RATES,
  ONRAMP_FIAT_USD_RATES,
  ONRAMP_METHOD_LIMITS,
} from '../onramp/constants'
import { createOnrampSession } from '../onramp/createOnrampSession'
import { quoteOnramp } from '../onramp/quoteOnramp'
import { resolveOnrampNetwork, servedNetworks } from '../onramp/resolveOnrampNetwork'
import { seedToken } from '../seed/seedToken'
import { httpError } from '../server/httpError'
import type { CloudContext } from '../server/types'

/**
 * The on-ramp routes (SPEC §7): `GET /v1/onramp/options` (payment currencies with the card and
 * bank limits of SPEC §9, purchase currencies (ETH and the seeded ERC-20s the treasury holds) with
 * the card-provider networks the cloud runs and the token's address on them),
 * `POST /v1/onramp/quote` and `POST /v1/generators/onrampurl` (the local provider page's URL).
 */
export function register(app: Hono, ctx: CloudContext): void {
  app.get('/v1/onramp/options', (c) => {
    const networks = (token: string) =>
      servedNetworks(ctx).map((entry) => ({
        name: entry.name,
        display_name: entry.displayName,
        chain_id: String(entry.chainId),
        contract_address: token,
      }))
    return c.json({
      paymentCurrencies: Object.keys(ONRAMP_FIAT_USD_RATES).map((id) => ({
        id,
        payment_method_limits: Object.entries(ONRAMP_METHOD_LIMITS).map(([method, limit]) => ({
          id: method,
          min: String(limit.min),
          max: String(limit.max),
        })),
      })),
      purchaseCurrencies: ONRAMP_ASSETS.map((asset) => ({
        id: asset.id,
        name: asset.name,
        symbol: asset.symbol,
        decimals: asset.decimals,
        networks: networks(asset.token ? seedToken(asset.token).address : ''),
      })),
      paymentMethods: Object.keys(ONRAMP_METHOD_LIMITS).map((id) => ({
        id,
        feePercent: String(ONRAMP_FEE_RATES[id as keyof typeof ONRAMP_FEE_RATES] * 100),
      })),
    })
  })
  app.post('/v1/onramp/quote', async (c) => {
    const body = await jsonObject(c)
    const chain = resolveOnrampNetwork(ctx, body.network)
    const quote = await quoteOnramp(ctx, chain, {
      purchaseCurrency: body.purchaseCurrency,
      paymentCurrency: body.paymentCurrency,
      amount: body.amount,
      paymentMethod: body.paymentMethod,
    })
    return c.json(quote.body)
  })
  app.post('/v1/generators/onrampurl', async (c) => {
    const body = await jsonObject(c)
    return c.json(
      await createOnrampSession(ctx, body, {
        projectId: c.req.query('projectId') ?? '',
        origin: c.req.header('origin'),
      }),
    )
  })
}

async function jsonObject(c: {
  req: { json(): Promise<unknown> }
}): Promise<Record<string, unknown>> {
  const body = await c.req.json()
  if (!body || typeof body !== 'object' || Array.isArray(body))
    httpError(400, 'Invalid request', { reason: 'a JSON object is required' })
  return body as Record<string, unknown>
}
