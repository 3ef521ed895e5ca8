import { createHash } from 'node:crypto'
import { hashToken } from '../crypto/hashToken'
import { randomToken } from '../crypto/randomToken'
import { FLOW_TTL_MS } from '../email/limits'
import type { SiteContext } from '../server/SiteContext'
import type { SocialProvider } from './providers'
import { socialRedirectUri } from './socialRedirectUri'

/**
 * GET_SOCIAL_REDIRECT_URI: starts an authorization-code + PKCE login at the local provider and
 * returns the URI to open (popup or redirect). `state` names the flow; `secret` stays in the frame
 * and is needed to collect the session, so knowing the URI alone (the page sees it) is not enough.
 *
 * @example
 * const { uri, state, secret } = await startSocialLogin(ctx, { provider: 'github', projectId })
 */
export async function startSocialLogin(
  ctx: SiteContext,
  params: { provider: SocialProvider; projectId: string },
): Promise<{ uri: string; state: string; secret: string }> {
  const state = randomToken()
  const secret = randomToken()
  const verifier = randomToken()
  const now = ctx.now()
  await ctx.store.query(
    `insert into secure_flows (id, kind, provider, secret_hash, project_id, data, expires_at, created_at)
     values ($1, 'social', $2, $3, $4, $5::jsonb, $6, $7)`,
    [
      state,
      params.provider,
      hashToken(secret),
      params.projectId,
      JSON.stringify({ verifier }),
      now + FLOW_TTL_MS,
      now,
    ],
  )
  const uri = new URL('/auth', ctx.oidcIssuer)
  uri.search = new URLSearchParams({
    client_id: params.provider,
    redirect_uri: socialRedirectUri(ctx),
    response_type: 'code',
    scope: 'openid email profile',
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString()
  return { uri: uri.toString(), state, secret }
}
