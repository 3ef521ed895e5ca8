import { randomToken } from '../crypto/randomToken'
import { FLOW_TTL_MS } from '../email/limits'
import type { SiteContext } from '../server/SiteContext'

/**
 * GET_FARCASTER_URI: opens a Farcaster channel for the device key that asked and returns the
 * QR-style URI `<site>/farcaster?channelToken=..&nonce=..` that a Farcaster client (a test,
 * locally) completes with `POST /farcaster/complete`. Only a request signed by the same key can
 * collect the session (waitForFarcaster), so the channel in the URI gives nobody else anything.
 *
 * @example
 * const { url, channel } = await startFarcaster(ctx, { projectId, deviceKey: signed.thumbprint })
 */
export async function startFarcaster(
  ctx: SiteContext,
  params: { projectId: string; deviceKey: string },
): Promise<{ url: string; channel: string }> {
  const channel = randomToken()
  const nonce = randomToken().slice(0, 16)
  const now = ctx.now()
  await ctx.store.query(
    `insert into secure_flows (id, kind, provider, project_id, data, expires_at, created_at, device_key_thumbprint)
     values ($1, 'farcaster', 'farcaster', $2, $3::jsonb, $4, $5, $6)`,
    [
      channel,
      params.projectId,
      JSON.stringify({ nonce }),
      now + FLOW_TTL_MS,
      now,
      params.deviceKey,
    ],
  )
  const url = `${ctx.publicUrl}/farcaster?${new URLSearchParams({ channelToken: channel, nonce })}`
  return { url, channel }
}
