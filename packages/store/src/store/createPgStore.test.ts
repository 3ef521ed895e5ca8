import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { startTestPostgres, type TestPostgres } from '../testing/startTestPostgres'
import { createPgStore } from './createPgStore'

let postgres: TestPostgres | undefined

beforeAll(async () => {
  postgres = await startTestPostgres()
})
afterAll(async () => {
  await postgres?.stop()
})

test('an idle connection the server drops does not end the process; the next query gets a new one', async ({
  skip,
}) => {
  if (!postgres) return skip('no Postgres server binaries')
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const store = await createPgStore(postgres.url)
  const admin = await createPgStore(postgres.url)
  try {
    // Two idle connections in the store's pool.
    await Promise.all([store.query('select 1'), store.query('select pg_sleep(0.05)')])
    const { rows } = await admin.query<{ killed: boolean }>(
      `select pg_terminate_backend(pid) as killed from pg_stat_activity
          where pid <> pg_backend_pid() and datname = current_database() and state = 'idle'
            and application_name = ''`,
    )
    const killed = rows.filter((row) => row.killed).length
    expect(killed).toBeGreaterThan(0)
    // Every dropped connection is reported (and discarded) before the next query takes one.
    await vi.waitFor(() => {
      const lost = warn.mock.calls.filter(([text]) =>
        String(text).includes('an idle Postgres connection was lost'),
      )
      expect(lost).toHaveLength(killed)
    })
    const after = await store.query<{ one: number }>('select 1 as one')
    expect(after.rows).toEqual([{ one: 1 }])
  } finally {
    warn.mockRestore()
    await store.close()
    await admin.close()
  }
})
