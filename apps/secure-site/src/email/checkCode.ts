import { hmacCode } from '../crypto/hmacCode'
import { safeEqual } from '../crypto/safeEqual'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import type { CodePurpose } from './issueCode'
import { CODE_MAX_ATTEMPTS } from './limits'

export type CodeRow = { id: string; email: string; data: Record<string, unknown> }

/**
 * Checks a code against its flow and uses it up: unknown flow, used, expired or out of attempts
 * each fail with their own message; a wrong code counts an attempt. Runs in one transaction with
 * the row locked, so two guesses at once cannot both pass or both escape the count.
 *
 * @example
 * const row = await checkCode(ctx, { flowId, purpose: 'login', code: '123456' })
 */
export async function checkCode(
  ctx: SiteContext,
  params: { flowId: string; purpose: CodePurpose; code: string },
): Promise<CodeRow> {
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
    if (Number(row.expires_at) <= ctx.now()) return { error: secureSiteMessages.codeExpired }
    if (row.attempts >= CODE_MAX_ATTEMPTS) return { error: secureSiteMessages.tooManyAttempts }
    if (!safeEqual(hmacCode(ctx.masterKey, row.id, params.code), row.code_hash)) {
      await tx.query('update secure_codes set attempts = attempts + 1 where id = $1', [row.id])
      return {
        error:
          row.attempts + 1 >= CODE_MAX_ATTEMPTS
            ? secureSiteMessages.tooManyAttempts
            : secureSiteMessages.invalidCode,
      }
    }
    await tx.query('update secure_codes set used_at = $2 where id = $1', [row.id, ctx.now()])
    return { row: { id: row.id, email: row.email, data: row.data } }
  })
  if ('error' in outcome) throw new SecureSiteError(outcome.error, 400)
  return outcome.row
}
