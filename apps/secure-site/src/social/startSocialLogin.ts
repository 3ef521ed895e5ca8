import { createHash } from 'node:crypto'
import { hashToken } from '../crypto/hashToken'
import { randomToken } from '../crypto/randomToken'
import { FLOW_TTL_MS } from '../email/limits'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import type { SocialProvider } from './providers'
import { socialRedirectUri } from './socialRedirectUri'
import { toReturnOrigin } from './toReturnOrigin'

/**
 * GET_SOCIAL_REDIRECT_URI: starts an authorization-code + PKCE login at the local provider and
 * returns the URI to open (popup or redirect). `state` names the flow; `secret` stays in the frame
 * and is needed to collect the session, so knowing the URI alone (the page sees it) is not enough.
 * `returnOrigin` (the dapp origin that asked, from the frame's `event.origin`) is kept with the
 * flow so a redirect login can send the visitor back there; it must be one of the project's
 * origins (refused with `Forbidden` otherwise).
 *
 * @example
 * const { uri, state, secret } = await startSocialLogin(ctx, { provider: 'github', projectId })
 */
export async function startSocialLogin(
  ctx: SiteContext,
  params: { provider: SocialProvider; projectId: string; returnOrigin?: string | undefined },
): Promise<{ uri: string; state: string; secret: string }> {
  const returnOrigin =
    params.returnOrigin === undefined
      ? undefined
      : toReturnOrigin(ctx, params.projectId, params.returnOrigin)
  if (params.returnOrigin !== undefined && !returnOrigin)
    throw new SecureSiteError(secureSiteMessages.forbiddenOrigin, 400)
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
      JSON.stringify(returnOrigin ? { verifier, returnOrigin } : { verifier }),
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
