import { createHash } from 'node:crypto'
import type { Hono } from 'hono'
import { parseAddressParam } from '../blockchain/parseAddressParam'
import { selectChains } from '../blockchain/selectChains'
import { getAccountNfts } from '../nfts/getAccountNfts'
import { renderNftImage } from '../nfts/renderNftImage'
import { httpError } from '../server/httpError'
import type { CloudContext } from '../server/types'

/** Offsets past this are refused: 400 `Invalid cursor`. */
const maxOffset = 100_000

/**
 * Ours (SPEC §7 names no NFT route), in the style of its account routes:
 *
 * - `GET /v1/account/{address}/nfts?chainId=&cursor=&includeSpam=`: the NFTs the account holds,
 *   from the indexer, newest received first, 50 per page, `next` an opaque cursor (null on the
 *   last page). Spam collections are dropped, as for fungibles, unless `includeSpam=true`.
 * - `GET /v1/nft/image/{chainId}/{contract}/{tokenId}`: the SVG the cloud generates for a token of
 *   a collection it knows (404 otherwise).
 */
export function register(app: Hono, ctx: CloudContext): void {
  app.get('/v1/account/:address/nfts', async (c) => {
    const address = parseAddressParam(c.req.param('address'))
    const chains = selectChains(ctx, c.req.query('chainId'))
    const cursor = c.req.query('cursor')
    const offset = cursor ? decodeCursor(cursor) : 0
    const includeSpam = c.req.query('includeSpam') === 'true'
    const page = await getAccountNfts(ctx, {
      address,
      chains,
      offset,
      includeSpam,
      icon: {
        projectId: c.req.query('projectId') ?? '',
        st: c.req.query('st'),
        sv: c.req.query('sv'),
      },
    })
    return c.json({ data: page.data, next: page.next === null ? null : encodeCursor(page.next) })
  })

  app.get('/v1/nft/image/:chainId/:contract/:tokenId', async (c) => {
    const chainId = Number(c.req.param('chainId'))
    const contract = parseAddressParam(c.req.param('contract'), 'contract')
    const tokenId = c.req.param('tokenId')
    if (!Number.isSafeInteger(chainId) || chainId <= 0) httpError(400, 'Invalid chainId')
    if (!/^\d{1,78}$/.test(tokenId)) httpError(400, 'Invalid token id')
    const { rows } = await ctx.store.query<{ symbol: string; color: string | null }>(
      'select symbol, color from nft_collections where chain_id = $1 and address = $2',
      [chainId, contract],
    )
    const collection = rows[0]
    if (!collection) httpError(404, 'Image not found', { chainId, contract, tokenId })
    const svg = renderNftImage({
      symbol: collection.symbol,
      color: collection.color ?? colorOf(contract),
      tokenId: BigInt(tokenId).toString(),
    })
    const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`
    const headers = {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      ETag: etag,
      // An SVG opened directly must not run anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    }
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers)
    return c.body(svg, 200, headers)
  })
}

function encodeCursor(offset: number): string {
  return Buffer.from(`nfts:${offset}`).toString('base64url')
}

function decodeCursor(cursor: string): number {
  const match = /^nfts:(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString())
  const offset = match?.[1] ? Number(match[1]) : Number.NaN
  if (!Number.isSafeInteger(offset) || offset > maxOffset) httpError(400, 'Invalid cursor')
  return offset
}

/** A colour for a discovered collection, from its address. */
function colorOf(contract: string): string {
  return `hsl(${Number.parseInt(contract.slice(2, 6), 16) % 360}, 55%, 42%)`
}
