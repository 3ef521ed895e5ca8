import { hashToken } from '../crypto/hashToken'
import { randomToken } from '../crypto/randomToken'
import { FLOW_TTL_MS } from '../email/limits'
import type { SiteContext } from '../server/SiteContext'

/**
 * GET_FARCASTER_URI: opens a Farcaster channel and returns the QR-style URI
 * `<site>/farcaster?channelToken=..&nonce=..` that a Farcaster client (a test, locally) completes
 * with `POST /farcaster/complete`. `secret` stays in the frame for CONNECT_FARCASTER.
 *
 * @example
 * const { url, channel, secret } = await startFarcaster(ctx, { projectId })
 */
export async function startFarcaster(
  ctx: SiteContext,
  params: { projectId: string },
): Promise<{ url: string; channel: string; secret: string }> {
  const channel = randomToken()
  const secret = randomToken()
  const nonce = randomToken().slice(0, 16)
  const now = ctx.now()
  await ctx.store.query(
    `insert into secure_flows (id, kind, provider, secret_hash, project_id, data, expires_at, created_at)
     values ($1, 'farcaster', 'farcaster', $2, $3, $4::jsonb, $5, $6)`,
    [
      channel,
      hashToken(secret),
      params.projectId,
      JSON.stringify({ nonce }),
      now + FLOW_TTL_MS,
      now,
    ],
  )
  const url = `${ctx.publicUrl}/farcaster?${new URLSearchParams({ channelToken: channel, nonce })}`
  return { url, channel, secret }
}
