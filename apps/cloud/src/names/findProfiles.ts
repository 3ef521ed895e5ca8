import type { IconRequest } from '../blockchain/tokenIconUrl'
import type { CloudContext } from '../server/types'
import { type NameRow, PROFILE_COLUMNS, type ProfileBody, profileBody } from './profileBody'

/**
 * The profile of a registered name, or of every name of an address (oldest first).
 *
 * @example
 * const [alice] = await findProfiles(ctx, { name: 'alice.airlock' }, { projectId: 'demo' })
 * const names = await findProfiles(ctx, { address: '0x2361...' }, { projectId: 'demo' })
 */
export async function findProfiles(
  ctx: CloudContext,
  by: { name: string } | { address: string },
  request: IconRequest,
): Promise<ProfileBody[]> {
  const { rows } =
    'name' in by
      ? await ctx.store.query<NameRow>(`select ${PROFILE_COLUMNS} from names where name = $1`, [
          by.name,
        ])
      : await ctx.store.query<NameRow>(
          `select ${PROFILE_COLUMNS} from names where lower(address) = $1 order by created_at, name`,
          [by.address.toLowerCase()],
        )
  return rows.map((row) => profileBody(ctx, row, request))
}
