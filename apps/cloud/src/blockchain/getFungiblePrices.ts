import { getAddress } from 'viem'
import { parseChainId } from '../chains/parseChainId'
import { NATIVE_TOKEN_ADDRESS } from '../seed/seedTokens'
import { httpError } from '../server/httpError'
import type { CloudContext } from '../server/types'
import { readPoolPrices } from '../swap/readPoolPrices'
import { type IconRequest, tokenIconUrl } from './tokenIconUrl'

/** One price of `POST /v1/fungible/price`. */
export type FungiblePriceBody = {
  name: string
  symbol: string
  iconUrl: string
  price: number
  /** The CAIP-10 address it answers, as requested. */
  address: string
}

/** Addresses one request may price. */
export const MAX_PRICE_ADDRESSES = 100

type PriceRow = {
  chain_id: number
  address: string
  price: number
  name: string | null
  symbol: string | null
  icon_id: string | null
}

/**
 * Prices of CAIP-10 token addresses (`eip155:1:0x...`; the native token is
 * `0xeeee...eeee`), in request order: from the chain's pools against the stablecoin
 * (`readPoolPrices`), as balances are, else from the `prices` table. Unknown tokens are left
 * out; a malformed address answers 400.
 *
 * @example
 * await getFungiblePrices(ctx, { currency: 'usd', addresses: ['eip155:1:0xfbfb...'], icon })
 */
export async function getFungiblePrices(
  ctx: CloudContext,
  { currency, addresses, icon }: { currency: string; addresses: string[]; icon: IconRequest },
): Promise<FungiblePriceBody[]> {
  const wanted = addresses.map((caip) => {
    const match = /^eip155:(\d{1,16}):(0x[0-9a-fA-F]{40})$/.exec(caip)
    const chainId = parseChainId(match?.[1])
    if (!match?.[2] || chainId === undefined) httpError(400, 'Invalid address', { address: caip })
    return { caip, chainId, address: match[2].toLowerCase() }
  })
  if (wanted.length === 0) return []
  const { rows } = await ctx.store.query<PriceRow>(
    `select p.chain_id, p.address, p.price::float8 as price, k.name, k.symbol, k.icon_id
     from prices p
     left join tokens k on k.chain_id = p.chain_id and k.address = p.address
     where p.currency = $1 and p.address = any($2::text[])`,
    [currency, [...new Set(wanted.map((item) => item.address))]],
  )
  const chainIds = [...new Set(wanted.map((item) => item.chainId))]
  const poolPrices = new Map(
    await Promise.all(
      chainIds.map(async (id) => {
        const chain = ctx.chains?.get(id)
        return [id, chain ? await readPoolPrices(chain) : new Map<string, number>()] as const
      }),
    ),
  )
  return wanted.flatMap((item) => {
    const row = rows.find((r) => r.chain_id === item.chainId && r.address === item.address)
    if (!row) return []
    const price = poolPrices.get(item.chainId)?.get(item.address) ?? row.price
    const native = row.address === NATIVE_TOKEN_ADDRESS
    return [
      {
        name: native ? 'Ether' : (row.name ?? ''),
        symbol: native ? 'ETH' : (row.symbol ?? ''),
        iconUrl: tokenIconUrl(ctx, native ? 'ETH' : row.icon_id, icon),
        price,
        address: `eip155:${item.chainId}:${getAddress(item.address)}`,
      },
    ]
  })
}
