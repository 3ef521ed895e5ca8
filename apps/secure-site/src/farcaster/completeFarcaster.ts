import { recoverMessageAddress } from 'viem'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import { findSocialUser } from '../users/findSocialUser'
import { farcasterMessage } from './farcasterMessage'

/**
 * `POST /farcaster/complete {channelToken, userName, signature}`: the local stand-in for the
 * Farcaster relay. The signature over {@link farcasterMessage} proves an Ethereum key (the
 * account's custody address, which becomes its identity); the user name travels with it.
 *
 * @example
 * await completeFarcaster(ctx, { channel, userName: 'ada', signature })
 */
export async function completeFarcaster(
  ctx: SiteContext,
  params: { channel: string; userName: string; signature: `0x${string}` },
): Promise<void> {
  const { rows } = await ctx.store.query<{
    data: { nonce?: string }
    expires_at: string
    user_id: string | null
  }>(`select data, expires_at, user_id from secure_flows where id = $1 and kind = 'farcaster'`, [
    params.channel,
  ])
  const flow = rows[0]
  if (!flow?.data.nonce || flow.user_id || Number(flow.expires_at) <= ctx.now())
    throw new SecureSiteError(secureSiteMessages.unknownFlow, 400)
  let custody: string
  try {
    custody = await recoverMessageAddress({
      message: farcasterMessage({
        channel: params.channel,
        nonce: flow.data.nonce,
        userName: params.userName,
      }),
      signature: params.signature,
    })
  } catch (error) {
    throw new SecureSiteError(secureSiteMessages.farcasterInvalid, 400, { cause: error })
  }
  const user = await findSocialUser(ctx, {
    provider: 'farcaster',
    subject: custody.toLowerCase(),
    userName: params.userName,
  })
  await ctx.store.query('update secure_flows set user_id = $2 where id = $1', [
    params.channel,
    user.id,
  ])
}
