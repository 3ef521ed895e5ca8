import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'

/** Gas the sponsor pays per user per UTC day when `AIRLOCK_SPONSOR_DAILY_GAS` is not set. */
export const DEFAULT_SPONSOR_DAILY_GAS = 2_000_000

/** A reservation against a user's daily sponsored gas; `settle` replaces it with what was used. */
export type SponsorReservation = {
  /** Gives back what the transaction did not use (`used` = its receipt's `gasUsed`; 0n: not sent). */
  settle(used: bigint): Promise<void>
}

/**
 * Reserves `gas` (a transaction's gas limit) of the user's sponsored gas for today (UTC, by the
 * site's clock) before the sponsor sends it, in one statement, so concurrent calls cannot together
 * pass the cap. Throws `sponsorLimitReached` (429) when today's total would pass
 * `AIRLOCK_SPONSOR_DAILY_GAS`.
 *
 * @example
 * const reservation = await reserveSponsorGas(ctx, user.id, 80_000n)
 * await reservation.settle(receipt.gasUsed)
 */
export async function reserveSponsorGas(
  ctx: SiteContext,
  userId: string,
  gas: bigint,
): Promise<SponsorReservation> {
  const cap = BigInt(ctx.config.sponsorDailyGas ?? DEFAULT_SPONSOR_DAILY_GAS)
  const day = new Date(ctx.now()).toISOString().slice(0, 10)
  const refused = () => new SecureSiteError(secureSiteMessages.sponsorLimitReached, 429)
  if (gas > cap) throw refused()
  const { rows } = await ctx.store.query<{ gas: string }>(
    `insert into secure_sponsor_usage (user_id, day, gas) values ($1, $2, $3)
     on conflict (user_id, day) do update set gas = secure_sponsor_usage.gas + excluded.gas
     where secure_sponsor_usage.gas + excluded.gas <= $4
     returning gas`,
    [userId, day, gas.toString(), cap.toString()],
  )
  if (rows.length === 0) throw refused()
  return {
    settle: async (used) => {
      const unused = gas > used ? gas - used : 0n
      if (unused === 0n) return
      await ctx.store.query(
        'update secure_sponsor_usage set gas = greatest(gas - $3, 0) where user_id = $1 and day = $2',
        [userId, day, unused.toString()],
      )
    },
  }
}
