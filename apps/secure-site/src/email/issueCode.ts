import { hmacCode } from '../crypto/hmacCode'
import { randomOtp } from '../crypto/randomOtp'
import { randomToken } from '../crypto/randomToken'
import type { SiteContext } from '../server/SiteContext'
import { CODE_TTL_MS } from './limits'
import { DEFAULT_OTP_LIMITS } from './otpLimits'

export type CodePurpose = 'login' | 'device' | 'update_primary' | 'update_secondary' | 'export_key'

/**
 * Creates a code row and mails the code. OTP purposes get six CSPRNG digits; `device` gets a
 * 256-bit link token instead (the mail carries a link to approve the device). Only an HMAC of the
 * code is stored. Returns the flow id the frame keeps to verify later.
 *
 * @example
 * const flowId = await issueCode(ctx, { purpose: 'login', email, data: { projectId } })
 */
export async function issueCode(
  ctx: SiteContext,
  params: { purpose: CodePurpose; email: string; data?: Record<string, unknown> },
): Promise<string> {
  const id = randomToken()
  const code = params.purpose === 'device' ? randomToken() : randomOtp()
  const now = ctx.now()
  // Old rows are kept a day (enough for the 30 s rule and for support), then dropped here rather
  // than by a timer, so no process has to run one.
  await ctx.store.query('delete from secure_codes where expires_at < $1', [now - 24 * 60 * 60_000])
  await ctx.store.query('delete from secure_flows where expires_at < $1', [now - 24 * 60 * 60_000])
  await ctx.store.query(
    'delete from secure_otp_failures where blocked_until < $1 and last_failure_at < $2',
    [now, now - { ...DEFAULT_OTP_LIMITS, ...ctx.config.otpLimits }.windowMs],
  )
  await ctx.store.query(
    `insert into secure_codes (id, purpose, email, code_hash, expires_at, created_at, data)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [
      id,
      params.purpose,
      params.email,
      hmacCode(ctx.masterKey, id, code),
      now + CODE_TTL_MS,
      now,
      JSON.stringify(params.data ?? {}),
    ],
  )
  const minutes = CODE_TTL_MS / 60_000
  if (params.purpose === 'device') {
    const link = `${ctx.publicUrl}/device?token=${encodeURIComponent(`${id}.${code}`)}`
    await ctx.sendMail(
      params.email,
      'Approve this device',
      `Someone is signing in to your Airlock wallet from a new device.\n\nIf it is you, open this link to approve the device:\n${link}\n\nThe link expires in ${minutes} minutes. If it was not you, ignore this mail.`,
    )
  } else {
    const what =
      params.purpose === 'login'
        ? 'sign in to your Airlock wallet'
        : params.purpose === 'update_primary'
          ? 'confirm changing the email of your Airlock wallet'
          : params.purpose === 'export_key'
            ? 'show the private key of your Airlock wallet (if you did not ask for it, do not share this code with anyone)'
            : 'confirm this new email for your Airlock wallet'
    await ctx.sendMail(
      params.email,
      `Your Airlock code: ${code}`,
      `Your code to ${what} is:\n\n${code}\n\nIt expires in ${minutes} minutes and works once.`,
    )
  }
  return id
}
