import { FLOW_TTL_MS } from '../email/limits'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import type { SocialProvider } from './providers'
import { socialRedirectUri } from './socialRedirectUri'
import { toReturnOrigin } from './toReturnOrigin'

/**
 * GET_SOCIAL_REDIRECT_URI: records a social login the frame started and returns the provider's
 * authorization URI (code flow, PKCE S256). The frame made `state` and the PKCE verifier and
 * keeps both; the server gets only the challenge, so it cannot finish the login alone, and records
 * the flow's provider, project, return origin and the device key that started it: the code is
 * exchanged only for a request signed by that key (finishSocialLogin). `returnOrigin` (the dapp
 * origin that asked, the frame's `event.origin`) must be one of the project's origins: the callback
 * page hands the callback URL back there and nowhere else.
 *
 * @example
 * const { uri } = await startSocialLogin(ctx, { provider: 'github', projectId, returnOrigin, state, codeChallenge, deviceKey })
 */
export async function startSocialLogin(
  ctx: SiteContext,
  params: {
    provider: SocialProvider
    projectId: string
    returnOrigin: string
    state: string
    codeChallenge: string
    deviceKey: string
  },
): Promise<{ uri: string }> {
  const returnOrigin = toReturnOrigin(ctx, params.projectId, params.returnOrigin)
  if (!returnOrigin) throw new SecureSiteError(secureSiteMessages.forbiddenOrigin, 400)
  const now = ctx.now()
  const inserted = await ctx.store.query(
    `insert into secure_flows (id, kind, provider, project_id, data, expires_at, created_at, device_key_thumbprint)
     values ($1, 'social', $2, $3, $4::jsonb, $5, $6, $7) on conflict (id) do nothing returning id`,
    [
      params.state,
      params.provider,
      params.projectId,
      JSON.stringify({ returnOrigin, codeChallenge: params.codeChallenge }),
      now + FLOW_TTL_MS,
      now,
      params.deviceKey,
    ],
  )
  if (inserted.rows.length === 0) throw new SecureSiteError(secureSiteMessages.unknownFlow, 400)
  const uri = new URL('/auth', ctx.oidcIssuer)
  uri.search = new URLSearchParams({
    client_id: params.provider,
    redirect_uri: socialRedirectUri(ctx),
    response_type: 'code',
    scope: 'openid email profile',
    state: params.state,
    code_challenge: params.codeChallenge,
    code_challenge_method: 'S256',
  }).toString()
  return { uri: uri.toString() }
}
