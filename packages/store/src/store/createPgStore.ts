import pg from 'pg'
import { createPgListener } from './createPgListener'
import type { Store } from './types'

/**
 * A pool on a real Postgres server (`DATABASE_URL`): how the apps scale past one machine.
 *
 * @example
 * const store = await createPgStore('postgres://airlock@127.0.0.1:5432/airlock')
 */
export async function createPgStore(databaseUrl: string): Promise<Store> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  // An idle connection the server dropped (a restart, pg_terminate_backend, a proxy's timeout)
  // is an 'error' event on the pool; unheard, Node ends the process. The pool discards that
  // connection and opens another on the next query: log it and go on.
  pool.on('error', (error) => {
    console.warn(`[store] an idle Postgres connection was lost: ${error.message}`)
  })
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect()
  probe.release()
  const clientStore = (client: pg.PoolClient): Store => ({
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await client.query(sql, params)).rows as T[],
    }),
    exec: async (sql) => {
      await client.query(sql)
    },
    transaction: (fn) => fn(clientStore(client)),
    close: async () => {},
  })
  let closed = false
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await pool.query(sql, params)).rows as T[],
    }),
    exec: async (sql) => {
      await pool.query(sql)
    },
    transaction: async (fn) => {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await fn(clientStore(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    listen: (channel, handlers) => createPgListener(databaseUrl, channel, handlers),
    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}
