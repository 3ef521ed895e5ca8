import { randomBytes } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { completeOnrampPurchase } from '../onramp/completeOnrampPurchase'
import { ONRAMP_PROVIDER_PATH } from '../onramp/constants'
import { renderProviderPage } from '../onramp/renderProviderPage'
import { HttpError } from '../server/errors'
import type { CloudContext } from '../server/types'

/** The provider form is small: anything larger is refused unread. */
const maxFormBytes = 4096

type PageRow = {
  address: string
  chain_id: number
  asset: string
  status: string
  expires_at: string
  preset_fiat: string | null
  return_origin: string | null
  return_url: string | null
}

/**
 * The local provider page (a dev and test stand-in for a real on-ramp provider, served only with
 * `AIRLOCK_ONRAMP_PROVIDER=local`): `GET /onramp/provider/{id}` renders the card or bank form of
 * an open purchase, `POST /onramp/provider/{id}` pays it (from the page's own origin only). Served
 * without a project id (the id is the secret), never framed.
 */
export function register(app: Hono, ctx: CloudContext): void {
  const local = () =>
    ctx.config.onrampProvider === 'local' || (!ctx.config.onrampProvider && !ctx.config.production)
  app.get(`${ONRAMP_PROVIDER_PATH}/:id`, async (c) => {
    if (!local()) return c.json({ error: 'Not Found', path: c.req.path }, 404)
    const id = c.req.param('id')
    const { rows } = await ctx.store.query<PageRow>(
      `select address, chain_id, asset, status, expires_at::text as expires_at,
         preset_fiat::text as preset_fiat, return_origin, return_url
       from onramp_purchases where id = $1`,
      [id],
    )
    const row = rows[0]
    const nonce = randomBytes(16).toString('base64')
    secure(c, nonce)
    if (!row) return c.html(message('Unknown purchase', 'This link is not a purchase.'), 404)
    if (row.status !== 'open')
      return c.html(
        message('Purchase link already used', 'Start a new purchase from the app.'),
        409,
      )
    if (Number(row.expires_at) <= Date.now())
      return c.html(message('Purchase link expired', 'Start a new purchase from the app.'), 410)
    return c.html(
      renderProviderPage({
        id,
        address: row.address,
        chainId: row.chain_id,
        asset: row.asset,
        presetFiat: row.preset_fiat,
        presetCurrency: c.req.query('fiatCurrency'),
        presetMethod: c.req.query('paymentMethod'),
        returnOrigin: row.return_origin,
        returnUrl: row.return_url,
        action: `${ONRAMP_PROVIDER_PATH}/${id}`,
        nonce,
      }),
    )
  })
  app.post(`${ONRAMP_PROVIDER_PATH}/:id`, async (c) => {
    if (!local()) return c.json({ error: 'Not Found', path: c.req.path }, 404)
    // Only the page itself pays: another site's form or script is refused.
    const own = new URL(ctx.config.publicUrl).origin
    const origin = c.req.header('origin')
    const site = c.req.header('sec-fetch-site')
    if (origin !== own || (site !== undefined && site !== 'same-origin'))
      return c.json(
        { error: 'Forbidden', reason: 'the provider page pays from its own origin only' },
        403,
      )
    const text = await c.req.text()
    if (text.length > maxFormBytes)
      return c.json({ error: 'Payload Too Large', reason: `body over ${maxFormBytes} bytes` }, 413)
    let form: unknown
    try {
      form = JSON.parse(text)
    } catch {
      return c.json({ error: 'Invalid JSON body' }, 400)
    }
    if (!form || typeof form !== 'object' || Array.isArray(form))
      return c.json({ error: 'Invalid request', reason: 'a JSON object is required' }, 400)
    try {
      return c.json(
        await completeOnrampPurchase(ctx, c.req.param('id'), form as Record<string, unknown>),
      )
    } catch (error) {
      if (error instanceof HttpError)
        return c.json({ error: error.message, ...error.extra }, error.status as 400)
      throw error
    }
  })
}

function secure(c: Context, nonce: string): void {
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  )
  c.header('X-Frame-Options', 'DENY')
  c.header('Referrer-Policy', 'no-referrer')
  c.header('Cache-Control', 'no-store')
}

function message(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`
}
