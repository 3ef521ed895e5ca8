import type { Hex } from 'viem'
import { decryptSecret } from '../crypto/decryptSecret'
import { checkCode } from '../email/checkCode'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'

/**
 * The second step of a key export: checks the mailed code (single use, 10 minutes, 5 attempts,
 * the per-IP back-off of every code) for this user's own export flow, then decrypts and returns
 * the wallet's private key. Called only by the frame's export screen (the API answers only the
 * frame's device-signed calls), which shows it to the visitor and never posts it to the page.
 *
 * @example
 * const { privateKey } = await revealPrivateKey(ctx, session, { flowId, otp: '123456', ip })
 */
export async function revealPrivateKey(
  ctx: SiteContext,
  session: Session,
  params: { flowId: string; otp: string; ip: string },
): Promise<{ privateKey: Hex }> {
  // Another user's flow is refused before its code is checked (so it is not spent either).
  const owner = await ctx.store.query<{ user_id: string | null }>(
    `select data->>'userId' as user_id from secure_codes where id = $1 and purpose = 'export_key'`,
    [params.flowId],
  )
  if (owner.rows[0]?.user_id !== session.user.id)
    throw new SecureSiteError(secureSiteMessages.unknownFlow, 400)
  const row = await checkCode(ctx, {
    flowId: params.flowId,
    purpose: 'export_key',
    code: params.otp,
    ip: params.ip,
  })
  if (row.data.userId !== session.user.id)
    throw new SecureSiteError(secureSiteMessages.unknownFlow, 400)
  const privateKey = decryptSecret(
    [ctx.masterKey, ...(ctx.previousMasterKeys ?? [])],
    session.user.encrypted_key,
    session.user.id,
  ) as Hex
  return { privateKey }
}
