import type { Store } from '@airlock/store'
import type { ProjectConfig } from '../config/types'
import { defaultProjects } from './defaultProjects'

/**
 * Writes the default (demo) projects and those of `AIRLOCK_PROJECTS`, with analytics on unless
 * `analyticsOff` names them (upsert, so a changed
 * environment takes effect on the next start; projects added by other means are left alone).
 * In production only `extra` is written, and demo projects an earlier development start left
 * in the store are removed, unless `extra` names them.
 *
 * @example
 * await seedProjects(store, [{ id: 'shop', origins: ['https://shop.example'] }], { production: true })
 */
export async function seedProjects(
  store: Store,
  extra: readonly ProjectConfig[],
  options: { production?: boolean; analyticsOff?: readonly string[] } = {},
): Promise<void> {
  const analyticsOff = [...(options.analyticsOff ?? [])]
  if (options.production) {
    const demo = defaultProjects.map((p) => p.id).filter((id) => !extra.some((p) => p.id === id))
    if (demo.length > 0) {
      // Their analytics events are demo data too (and would hold the rows by foreign key).
      await store.query('delete from analytics_events where project_id = any($1)', [demo])
      await store.query('delete from projects where id = any($1)', [demo])
    }
  }
  for (const project of [...(options.production ? [] : defaultProjects), ...extra]) {
    await store.query(
      `insert into projects (id, name, allowed_origins, analytics_enabled) values ($1, $2, $3, $4)
       on conflict (id) do update set name = excluded.name, allowed_origins = excluded.allowed_origins,
         analytics_enabled = excluded.analytics_enabled`,
      [project.id, project.name ?? project.id, project.origins, !analyticsOff.includes(project.id)],
    )
  }
  // A project added by other means can be switched off too (and is never switched on here).
  if (analyticsOff.length > 0)
    await store.query('update projects set analytics_enabled = false where id = any($1)', [
      analyticsOff,
    ])
}
