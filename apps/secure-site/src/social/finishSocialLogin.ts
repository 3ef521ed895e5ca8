import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import { clientSecret } from '../oidc/clientSecret'
import type { SiteContext } from '../server/SiteContext'
import { findSocialUser } from '../users/findSocialUser'
import { socialRedirectUri } from './socialRedirectUri'

/**
 * `/social/callback?code&state`: exchanges the code (with the PKCE verifier and the client
 * secret, over the back channel), reads the profile from `userinfo` (real GitHub, X and Discord
 * have no id_token, so userinfo is the one path for all six), and marks the flow finished with
 * its user. The frame's waiting CONNECT_SOCIAL then collects a session.
 *
 * @example
 * await finishSocialLogin(ctx, { state, code })
 */
export async function finishSocialLogin(
  ctx: SiteContext,
  params: { state: string; code: string },
): Promise<void> {
  const { rows } = await ctx.store.query<{
    provider: string
    data: { verifier?: string }
    expires_at: string
    user_id: string | null
  }>(
    `select provider, data, expires_at, user_id from secure_flows where id = $1 and kind = 'social'`,
    [params.state],
  )
  const flow = rows[0]
  if (!flow || flow.user_id || Number(flow.expires_at) <= ctx.now() || !flow.data.verifier)
    throw new SecureSiteError(secureSiteMessages.unknownFlow, 400)
  try {
    const tokenResponse = await fetch(`${ctx.oidcIssuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: params.code,
        redirect_uri: socialRedirectUri(ctx),
        code_verifier: flow.data.verifier,
        client_id: flow.provider,
        client_secret: clientSecret(flow.provider),
      }),
    })
    const tokens = (await tokenResponse.json()) as { access_token?: string; error?: string }
    if (!tokenResponse.ok || !tokens.access_token)
      throw new SecureSiteError(
        `${secureSiteMessages.socialFailed} (${tokens.error ?? tokenResponse.status})`,
        502,
      )
    const profileResponse = await fetch(`${ctx.oidcIssuer}/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    })
    const profile = (await profileResponse.json()) as { sub?: string; preferred_username?: string }
    if (!profileResponse.ok || !profile.sub)
      throw new SecureSiteError(secureSiteMessages.socialFailed, 502)
    const user = await findSocialUser(ctx, {
      provider: flow.provider,
      subject: profile.sub,
      userName: profile.preferred_username ?? profile.sub,
    })
    await ctx.store.query('update secure_flows set user_id = $2 where id = $1', [
      params.state,
      user.id,
    ])
  } catch (error) {
    await ctx.store.query('update secure_flows set error = $2 where id = $1', [
      params.state,
      secureSiteMessages.socialFailed,
    ])
    throw error
  }
}
