import type { SiteContext } from '../server/SiteContext'
import { createUser } from './createUser'
import type { UserRow } from './types'

/**
 * The user of a social identity (provider + subject), created on first login; the user name is
 * refreshed from the provider each time.
 *
 * @example
 * const user = await findSocialUser(ctx, { provider: 'github', subject: 'ada', userName: 'ada' })
 */
export function findSocialUser(
  ctx: SiteContext,
  params: { provider: string; subject: string; userName: string },
): Promise<UserRow> {
  return ctx.store.transaction(async (tx) => {
    const { rows } = await tx.query<UserRow>(
      `update secure_users set user_name = $3 where social_provider = $1 and social_subject = $2 returning *`,
      [params.provider, params.subject, params.userName],
    )
    if (rows[0]) return rows[0]
    return createUser(ctx, tx, {
      socialProvider: params.provider,
      socialSubject: params.subject,
      userName: params.userName,
    })
  })
}
