import { createHash } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { brandArtwork } from '../registry/brandArtwork'
import { findImage } from '../registry/findImage'
import { parseWalletQuery } from '../registry/parseWalletQuery'
import { queryWallets } from '../registry/queryWallets'
import { renderImage } from '../registry/renderImage'
import type { ImageKind } from '../registry/types'
import { httpError } from '../server/httpError'
import type { CloudContext } from '../server/types'

/**
 * The wallet registry of SPEC §7: `GET /getWallets`, the four image routes and
 * `GET /getAnalyticsConfig`. The project check and `st`/`sv` are done by the common middleware.
 */
export function register(app: Hono, ctx: CloudContext): void {
  app.get('/getWallets', async (c) => {
    const query = parseWalletQuery(new URL(c.req.url).searchParams)
    return c.json(await queryWallets(ctx.store, query))
  })

  // Rendered images by kind and id. An image never changes once seeded, so a hit is final; misses
  // are not kept (an image may be added later). Bounded, per app.
  const rendered = new Map<string, { svg: string; etag: string }>()
  const render = async (kind: ImageKind, id: string) => {
    const key = `${kind}/${id}`
    const hit = rendered.get(key)
    if (hit) return hit
    const found = await findImage(ctx.store, kind, id)
    // A real wallet's image_id names its artwork (only for a wallet the registry holds); the
    // catalogue's ids, `walletconnect` and `social-<provider>` name theirs.
    const artwork = kind === 'wallet' && !found ? undefined : await brandArtwork(kind, id)
    if (!found && !artwork) return undefined
    const svg = artwork ?? renderImage(found as { label: string; color: string })
    const entry = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` }
    if (rendered.size >= 2_000) rendered.clear()
    rendered.set(key, entry)
    return entry
  }

  const image = (kind: ImageKind) => async (c: Context) => {
    const id = c.req.param('id') ?? ''
    if (id.length === 0 || id.length > 128) httpError(400, 'Invalid image id')
    const found = await render(kind, id)
    if (!found) httpError(404, 'Image not found', { kind, id })
    const { svg, etag } = found
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
  }
  app.get('/getWalletImage/:id', image('wallet'))
  app.get('/public/getAssetImage/:id', image('asset'))
  app.get('/public/getCurrencyImage/:id', image('currency'))
  app.get('/public/getTokenImage/:id', image('token'))
  // Ours (SPEC §7 has no avatar route): the avatars of the seeded names (identity `avatar`).
  app.get('/public/getAvatarImage/:id', image('avatar'))

  // Per project (`AIRLOCK_ANALYTICS_OFF` turns it off); the gate found the project.
  app.get('/getAnalyticsConfig', (c) =>
    c.json({ isAnalyticsEnabled: c.get('project').analyticsEnabled }),
  )
}
