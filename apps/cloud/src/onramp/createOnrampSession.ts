import { randomBytes } from 'node:crypto'
import { parseAddressParam } from '../blockchain/parseAddressParam'
import { httpError } from '../server/httpError'
import type { CloudContext } from '../server/types'
import {
  ONRAMP_ASSETS,
  ONRAMP_FIAT_USD_RATES,
  ONRAMP_MAX_PARTNER_USER_ID,
  ONRAMP_MAX_REDIRECT_URL,
  ONRAMP_METHOD_LIMITS,
  ONRAMP_OPEN_SESSIONS_PER_ADDRESS,
  ONRAMP_PROVIDER_PATH,
  ONRAMP_SESSION_TTL_MS,
} from './constants'
import { resolveOnrampNetwork } from './resolveOnrampNetwork'

/**
 * `POST /v1/generators/onrampurl` (SPEC §7): checks `destinationWallets` (one EVM address, its
 * `blockchains` and `assets` optional), `defaultNetwork` (CAIP-2 or a provider network name;
 * default the wallet's first blockchain, then `ethereum`), `partnerUserId` (under 50 characters),
 * the presets, then records an open purchase and answers the local provider page's URL. The id in
 * the URL is 256 random bits, valid 15 minutes and spent by one submit; an address holds at most
 * 5 open ones. `origin` is the dapp's origin, the only one the page reports back to.
 * `redirectUrl` (optional: where the page sends a visitor who came without a window of their own)
 * must be an http(s) URL on that same origin, at most 2048 characters, else 400
 * `Invalid redirectUrl`. `fiatCurrency` (`USD`, `EUR`, `GBP`) and `defaultPaymentMethod` (`card`,
 * `bank_account`) preselect the page's form (carried in the URL's query).
 *
 * @example
 * const { url } = await createOnrampSession(ctx, body, { projectId: 'airlock-demo', origin })
 */
export async function createOnrampSession(
  ctx: CloudContext,
  body: unknown,
  { projectId, origin }: { projectId: string; origin: string | undefined },
): Promise<{ url: string }> {
  if (ctx.config.onrampProvider === 'off' || (!ctx.config.onrampProvider && ctx.config.production))
    httpError(503, 'On-ramp not configured', {
      reason: 'this cloud serves no on-ramp provider (AIRLOCK_ONRAMP_PROVIDER=off)',
    })
  if (!body || typeof body !== 'object' || Array.isArray(body))
    httpError(400, 'Invalid request', { reason: 'a JSON object is required' })
  const input = body as Record<string, unknown>
  const wallets = input.destinationWallets
  if (!Array.isArray(wallets) || wallets.length !== 1 || typeof wallets[0] !== 'object')
    httpError(400, 'Invalid destinationWallets', {
      reason:
        'destinationWallets must hold exactly one { address } (the local provider pays one wallet)',
    })
  const wallet = wallets[0] as Record<string, unknown>
  const address = parseAddressParam(
    typeof wallet.address === 'string' ? wallet.address : undefined,
    'destinationWallets[0].address',
  )
  const partnerUserId = input.partnerUserId
  if (
    typeof partnerUserId !== 'string' ||
    partnerUserId === '' ||
    partnerUserId.length > ONRAMP_MAX_PARTNER_USER_ID
  )
    httpError(400, 'Invalid partnerUserId', {
      reason: `partnerUserId must be 1 to ${ONRAMP_MAX_PARTNER_USER_ID} characters`,
    })
  const blockchains = Array.isArray(wallet.blockchains) ? wallet.blockchains : []
  const chain = resolveOnrampNetwork(ctx, input.defaultNetwork ?? blockchains[0])
  const assets = Array.isArray(wallet.assets) ? wallet.assets : []
  const wanted = typeof assets[0] === 'string' ? assets[0].toUpperCase() : 'ETH'
  const asset = ONRAMP_ASSETS.find((entry) => entry.symbol === wanted)
  if (!asset)
    httpError(400, 'Unsupported purchase currency', {
      purchaseCurrency: assets[0] ?? null,
      supported: ONRAMP_ASSETS.map((entry) => entry.symbol),
    })
  if (input.defaultExperience !== undefined && input.defaultExperience !== 'buy')
    httpError(400, 'Unsupported defaultExperience', {
      reason: 'the local provider only buys',
      supported: ['buy'],
    })
  const presetFiat = input.presetFiatAmount
  if (
    presetFiat !== undefined &&
    (typeof presetFiat !== 'number' || !Number.isFinite(presetFiat) || presetFiat <= 0)
  )
    httpError(400, 'Invalid presetFiatAmount', { reason: 'a positive number' })
  const presetCrypto = input.presetCryptoAmount
  if (
    presetCrypto !== undefined &&
    (typeof presetCrypto !== 'number' || !Number.isFinite(presetCrypto) || presetCrypto <= 0)
  )
    httpError(400, 'Invalid presetCryptoAmount', { reason: 'a positive number' })

  const returnUrl = parseRedirectUrl(input.redirectUrl, origin)
  const preset = new URLSearchParams()
  if (input.fiatCurrency !== undefined) {
    const fiat = typeof input.fiatCurrency === 'string' ? input.fiatCurrency.toUpperCase() : ''
    if (ONRAMP_FIAT_USD_RATES[fiat] === undefined)
      httpError(400, 'Unsupported payment currency', {
        fiatCurrency: input.fiatCurrency,
        supported: Object.keys(ONRAMP_FIAT_USD_RATES),
      })
    preset.set('fiatCurrency', fiat)
  }
  if (input.defaultPaymentMethod !== undefined) {
    const method = input.defaultPaymentMethod
    if (typeof method !== 'string' || !Object.hasOwn(ONRAMP_METHOD_LIMITS, method))
      httpError(400, 'Unsupported payment method', {
        defaultPaymentMethod: method,
        supported: Object.keys(ONRAMP_METHOD_LIMITS),
      })
    preset.set('paymentMethod', method)
  }

  const id = randomBytes(32).toString('base64url')
  const now = Date.now()
  // Older unused URLs of the address stop working: at most 5 stay open.
  await ctx.store.query(
    `update onramp_purchases set status = 'failed'
     where address = $1 and status = 'open' and id not in (
       select id from onramp_purchases where address = $1 and status = 'open'
       order by created_at desc limit $2)`,
    [address, ONRAMP_OPEN_SESSIONS_PER_ADDRESS - 1],
  )
  await ctx.store.query(
    `insert into onramp_purchases
       (id, project_id, address, chain_id, asset, return_origin, preset_fiat, created_at, expires_at,
        status, return_url)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'open', $10)`,
    [
      id,
      projectId,
      address,
      chain.chainId,
      asset.symbol,
      origin ?? null,
      typeof presetFiat === 'number' ? String(presetFiat) : null,
      now,
      now + ONRAMP_SESSION_TTL_MS,
      returnUrl,
    ],
  )
  const query = preset.size > 0 ? `?${preset}` : ''
  return { url: `${ctx.config.publicUrl}${ONRAMP_PROVIDER_PATH}/${id}${query}` }
}

/**
 * The page a visitor who left the dapp for the provider goes back to: an absolute http(s) URL
 * whose origin is the request's `Origin` (which the project's allow-list has already admitted),
 * without credentials or fragment. A page on another origin, or a request without `Origin`, is
 * refused: the provider must never send visitors anywhere the project did not allow.
 */
function parseRedirectUrl(value: unknown, origin: string | undefined): string | null {
  if (value === undefined) return null
  const refuse = (reason: string): never =>
    httpError(400, 'Invalid redirectUrl', {
      reason,
      ...(origin ? { allowedOrigin: origin } : {}),
    })
  if (typeof value !== 'string' || value === '' || value.length > ONRAMP_MAX_REDIRECT_URL)
    return refuse(`redirectUrl must be a URL of at most ${ONRAMP_MAX_REDIRECT_URL} characters`)
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return refuse('redirectUrl must be an absolute http(s) URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return refuse('redirectUrl must be an absolute http(s) URL')
  if (url.username !== '' || url.password !== '' || url.hash !== '')
    return refuse('redirectUrl must carry no credentials and no fragment')
  if (!origin) return refuse('redirectUrl needs the request to come from the page (Origin header)')
  if (url.origin !== origin) return refuse('redirectUrl must be on the origin of the request')
  return url.href
}
