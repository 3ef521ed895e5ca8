import { sha256Base64url } from '../crypto/sha256Base64url'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import { clientSecret } from '../oidc/clientSecret'
import type { SiteContext } from '../server/SiteContext'
import { createSession } from '../sessions/createSession'
import type { SignedRequest } from '../sessions/SignedRequest'
import { loadWalletAccounts } from '../smartAccount/loadWalletAccounts'
import { findSocialUser } from '../users/findSocialUser'
import { toUserPayload } from '../users/toUserPayload'
import type { UserPayload } from '../users/types'
import { socialRedirectUri } from './socialRedirectUri'

/**
 * CONNECT_SOCIAL: the frame sends the code from the callback URL with the `state` and the PKCE
 * verifier it kept. The flow must have been started by the same device key (and project) that
 * signed this request; it is used up at once (one try), the verifier must match the recorded
 * challenge, and the code is exchanged over the back channel with the client secret. The profile
 * comes from `userinfo` (real GitHub, X and Discord have no id_token, so userinfo is the one path
 * for all six). The session is bound to that device key.
 *
 * @example
 * const { token, user } = await finishSocialLogin(ctx, { state, code, verifier, device: signed, chainId: 1 })
 */
export async function finishSocialLogin(
  ctx: SiteContext,
  params: { state: string; code: string; verifier: string; device: SignedRequest; chainId: number },
): Promise<{ token: string; user: UserPayload }> {
  // Deleted only when the key and project match, so a stranger cannot spoil the owner's flow.
  const { rows } = await ctx.store.query<{
    provider: string
    data: { codeChallenge?: string }
    expires_at: string
  }>(
    `delete from secure_flows where id = $1 and kind = 'social' and device_key_thumbprint = $2
     and project_id = $3 returning provider, data, expires_at`,
    [params.state, params.device.thumbprint, params.device.projectId],
  )
  const flow = rows[0]
  if (!flow || Number(flow.expires_at) <= ctx.now())
    throw new SecureSiteError(secureSiteMessages.unknownFlow, 400)
  if (flow.data.codeChallenge !== (await sha256Base64url(params.verifier)))
    throw new SecureSiteError(secureSiteMessages.unknownFlow, 400)
  const tokenResponse = await fetch(`${ctx.oidcIssuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: params.code,
      redirect_uri: socialRedirectUri(ctx),
      code_verifier: params.verifier,
      client_id: flow.provider,
      client_secret: clientSecret(flow.provider),
    }),
  })
  const tokens = (await tokenResponse.json().catch(() => ({}))) as {
    access_token?: string
    error?: string
  }
  if (!tokenResponse.ok || !tokens.access_token)
    throw new SecureSiteError(
      `${secureSiteMessages.socialFailed} (${tokens.error ?? tokenResponse.status})`,
      502,
    )
  const profileResponse = await fetch(`${ctx.oidcIssuer}/me`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  })
  const profile = (await profileResponse.json().catch(() => ({}))) as {
    sub?: string
    preferred_username?: string
  }
  if (!profileResponse.ok || !profile.sub)
    throw new SecureSiteError(secureSiteMessages.socialFailed, 502)
  const user = await findSocialUser(ctx, {
    provider: flow.provider,
    subject: profile.sub,
    userName: profile.preferred_username ?? profile.sub,
  })
  const token = await createSession(ctx, {
    userId: user.id,
    device: params.device,
    chainId: params.chainId,
  })
  const accounts = await loadWalletAccounts(ctx, user, params.chainId, params.device.projectId)
  return { token, user: toUserPayload(user, params.chainId, accounts) }
}
