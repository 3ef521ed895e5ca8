import { en, formatMessage } from '@airlock/core'
import { hmacCode } from '../crypto/hmacCode'
import { safeEqual } from '../crypto/safeEqual'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import type { CodePurpose } from './issueCode'
import { CODE_MAX_ATTEMPTS } from './limits'
import { otpBackoffMs } from './otpBackoffMs'
import { DEFAULT_OTP_LIMITS } from './otpLimits'

export type CodeRow = { id: string; email: string; data: Record<string, unknown> }

/**
 * Checks a code against its flow and uses it up: unknown flow, used, expired or out of attempts
 * each fail with their own message; a wrong code counts an attempt. With the client's `ip` (every
 * six-digit code: login and email change), wrong codes are also counted per IP and per email +
 * IP across codes, and past the limits (see OtpLimits) every guess from there waits a doubling
 * back-off (429 `Please try again after N seconds`) before it is even compared. Runs in one
 * transaction with the rows locked, so guesses at once cannot escape the counts.
 *
 * @example
 * const row = await checkCode(ctx, { flowId, purpose: 'login', code: '123456', ip: '127.0.0.1' })
 */
export async function checkCode(
  ctx: SiteContext,
  params: { flowId: string; purpose: CodePurpose; code: string; ip?: string },
): Promise<CodeRow> {
  const limits = { ...DEFAULT_OTP_LIMITS, ...ctx.config.otpLimits }
  const now = ctx.now()
  const outcome = await ctx.store.transaction(async (tx) => {
    const { rows } = await tx.query<{
      id: string
      email: string
      code_hash: string
      attempts: number
      expires_at: string
      used_at: string | null
      data: Record<string, unknown>
    }>(
      `select id, email, code_hash, attempts, expires_at, used_at, data from secure_codes
       where id = $1 and purpose = $2 for update`,
      [params.flowId, params.purpose],
    )
    const row = rows[0]
    if (!row || row.used_at !== null) return { error: secureSiteMessages.unknownFlow }
    const keys =
      params.ip === undefined
        ? []
        : [
            { key: `ip ${params.ip}`, free: limits.perIp },
            { key: `email-ip ${row.email} ${params.ip}`, free: limits.perEmailIp },
          ]
    if (keys.length > 0) {
      // The count rows exist and are locked for the rest of this transaction, so guesses at once
      // (other codes, other processes on one Postgres) wait for each other's outcome.
      for (const { key } of keys)
        await tx.query(
          `insert into secure_otp_failures (key, failures, last_failure_at, blocked_until)
           values ($1, 0, 0, 0) on conflict (key) do nothing`,
          [key],
        )
      const counts = await tx.query<{ blocked_until: string; last_failure_at: string }>(
        `select blocked_until, last_failure_at from secure_otp_failures
         where key in ($1, $2) order by key for update`,
        [keys[0]?.key, keys[1]?.key],
      )
      const left =
        Math.max(
          0,
          ...counts.rows
            .filter((count) => Number(count.last_failure_at) >= now - limits.windowMs)
            .map((count) => Number(count.blocked_until)),
        ) - now
      if (left > 0)
        return {
          error: formatMessage(en, 'pleaseTryAgainAfter', { seconds: Math.ceil(left / 1000) }),
          status: 429 as const,
          retryAfterSeconds: Math.ceil(left / 1000),
        }
    }
    if (Number(row.expires_at) <= now) return { error: secureSiteMessages.codeExpired }
    if (row.attempts >= CODE_MAX_ATTEMPTS) return { error: secureSiteMessages.tooManyAttempts }
    if (!safeEqual(hmacCode(ctx.masterKey, row.id, params.code), row.code_hash)) {
      await tx.query('update secure_codes set attempts = attempts + 1 where id = $1', [row.id])
      for (const { key, free } of keys) {
        const counted = await tx.query<{ failures: number }>(
          `insert into secure_otp_failures (key, failures, last_failure_at, blocked_until)
           values ($1, 1, $2, 0)
           on conflict (key) do update set
             failures = case when secure_otp_failures.last_failure_at < $3 then 1
                        else secure_otp_failures.failures + 1 end,
             last_failure_at = $2
           returning failures`,
          [key, now, now - limits.windowMs],
        )
        const wait = otpBackoffMs(limits, Number(counted.rows[0]?.failures ?? 0), free)
        if (wait > 0)
          await tx.query('update secure_otp_failures set blocked_until = $2 where key = $1', [
            key,
            now + wait,
          ])
      }
      return {
        error:
          row.attempts + 1 >= CODE_MAX_ATTEMPTS
            ? secureSiteMessages.tooManyAttempts
            : secureSiteMessages.invalidCode,
      }
    }
    await tx.query('update secure_codes set used_at = $2 where id = $1', [row.id, now])
    return { row: { id: row.id, email: row.email, data: row.data } }
  })
  if ('error' in outcome)
    throw 'status' in outcome
      ? new SecureSiteError(outcome.error, outcome.status, {
          retryAfterSeconds: outcome.retryAfterSeconds,
        })
      : new SecureSiteError(outcome.error, 400)
  return outcome.row
}
