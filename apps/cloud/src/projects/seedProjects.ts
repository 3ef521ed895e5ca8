import type { Store } from '@airlock/store'
import type { ProjectConfig } from '../config/types'
import { defaultProjects } from './defaultProjects'

/**
 * Writes the default projects and those of `AIRLOCK_PROJECTS` (upsert, so a changed environment
 * takes effect on the next start; projects added by other means are left alone).
 *
 * @example
 * await seedProjects(store, [{ id: 'shop', origins: ['https://shop.example'] }])
 */
export async function seedProjects(store: Store, extra: readonly ProjectConfig[]): Promise<void> {
  for (const project of [...defaultProjects, ...extra]) {
    await store.query(
      `insert into projects (id, name, allowed_origins) values ($1, $2, $3)
       on conflict (id) do update set name = excluded.name, allowed_origins = excluded.allowed_origins`,
      [project.id, project.name ?? project.id, project.origins],
    )
  }
}
