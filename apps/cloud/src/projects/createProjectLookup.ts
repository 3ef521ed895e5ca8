import type { Store } from '@airlock/store'

/** A project as the gate and the routes see it. */
export type Project = {
  id: string
  name: string
  allowedOrigins: string[]
  /** Whether the project has analytics on (`/getAnalyticsConfig`, `POST /e`). */
  analyticsEnabled: boolean
}

/** How long a looked-up project is trusted before the table is read again. */
const ttlMs = 2_000

/**
 * A project lookup with a short per-app cache: every request checks its project, and the load
 * test showed a query per request is the largest part of a registry call's latency.
 *
 * @example
 * const findProject = createProjectLookup(store)
 * await findProject('airlock-demo') // { id, name, allowedOrigins, analyticsEnabled } or undefined
 */
export function createProjectLookup(store: Store): (id: string) => Promise<Project | undefined> {
  const cache = new Map<string, { project: Project | undefined; at: number }>()
  return async (id) => {
    const hit = cache.get(id)
    if (hit && Date.now() - hit.at < ttlMs) return hit.project
    const { rows } = await store.query<{
      id: string
      name: string
      allowed_origins: string[]
      analytics_enabled: boolean
    }>('select id, name, allowed_origins, analytics_enabled from projects where id = $1', [id])
    const row = rows[0]
    const project = row
      ? {
          id: row.id,
          name: row.name,
          allowedOrigins: row.allowed_origins,
          analyticsEnabled: row.analytics_enabled,
        }
      : undefined
    // Bounded: unknown ids from the outside must not grow the cache without limit.
    if (cache.size > 1_000) cache.clear()
    cache.set(id, { project, at: Date.now() })
    return project
  }
}
