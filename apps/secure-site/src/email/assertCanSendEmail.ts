import { en, formatMessage } from '@airlock/core'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import { EMAIL_RETRY_MS } from './limits'

/**
 * The server side of SPEC §4's rule: a second login email to one address within 30 s is refused
 * with `Please try again after N seconds` (N rounded up), whatever the page's own check says.
 * Email-change codes are throttled the same way among themselves (`kind: 'update'`), so a signed-in
 * session cannot mail an address more often than a login can; key-export codes likewise (`'export'`).
 *
 * @example
 * await assertCanSendEmail(ctx, 'ada@example.com')
 */
export async function assertCanSendEmail(
  ctx: SiteContext,
  email: string,
  kind: 'login' | 'update' | 'export' = 'login',
): Promise<void> {
  const purposes =
    kind === 'login'
      ? ['login', 'device']
      : kind === 'export'
        ? ['export_key', 'export_key']
        : ['update_primary', 'update_secondary']
  const { rows } = await ctx.store.query<{ last: string | null }>(
    `select max(created_at)::text as last from secure_codes where email = $1 and purpose in ($2, $3)`,
    [email, purposes[0], purposes[1]],
  )
  const last = rows[0]?.last
  if (!last) return
  const left = Number(last) + EMAIL_RETRY_MS - ctx.now()
  if (left > 0)
    throw new SecureSiteError(
      formatMessage(en, 'pleaseTryAgainAfter', { seconds: Math.ceil(left / 1000) }),
      429,
      { retryAfterSeconds: Math.ceil(left / 1000) },
    )
}
