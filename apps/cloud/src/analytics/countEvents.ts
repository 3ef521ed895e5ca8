import type { Store } from '@airlock/store'

/** Events of one name in one project. */
export type EventCount = { projectId: string; projectName: string; event: string; count: number }

/**
 * Stored events counted per project and event name (`props.event`), busiest first; only the
 * project `projectId` when given.
 *
 * @example
 * await countEvents(store, 'airlock-demo') // [{ projectId: 'airlock-demo', event: 'MODAL_OPEN', count: 12, ... }]
 */
export async function countEvents(store: Store, projectId?: string): Promise<EventCount[]> {
  const { rows } = await store.query<{
    project_id: string
    name: string
    event: string | null
    count: number
  }>(
    `select e.project_id, p.name, e.props ->> 'event' as event, count(*)::int as count
     from analytics_events e join projects p on p.id = e.project_id
     where $1::text is null or e.project_id = $1
     group by e.project_id, p.name, e.props ->> 'event'
     order by e.project_id, count desc, event`,
    [projectId ?? null],
  )
  return rows.map((row) => ({
    projectId: row.project_id,
    projectName: row.name,
    event: row.event ?? '(none)',
    count: row.count,
  }))
}
