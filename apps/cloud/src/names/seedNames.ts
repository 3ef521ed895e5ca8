import type { Store } from '@airlock/store'
import { SEEDED_NAMES_REGISTERED_AT, seededNames } from './seededNames'

/**
 * Writes the seeded names (`alice.airlock`, `bob.airlock`) and their avatar images. Upserts, so
 * every start puts them back as they are documented; other names are left alone.
 *
 * @example
 * await seedNames(store)
 * await getIdentity(ctx, seededNames[0].address) // { name: 'alice.airlock', avatar: 'http://...' }
 */
export async function seedNames(store: Store): Promise<void> {
  await store.transaction(async (tx) => {
    for (const seeded of seededNames) {
      await tx.query(
        `insert into names (name, address, avatar, created_at) values ($1, $2, $3, $4)
         on conflict (name) do update set address = excluded.address, avatar = excluded.avatar,
           created_at = excluded.created_at`,
        [seeded.name, seeded.address, seeded.avatarPath, SEEDED_NAMES_REGISTERED_AT],
      )
      await tx.query(
        `insert into images (kind, id, label, color) values ('avatar', $1, $2, $3)
         on conflict (kind, id) do update set label = excluded.label, color = excluded.color`,
        [seeded.name, seeded.label, seeded.color],
      )
    }
  })
}
