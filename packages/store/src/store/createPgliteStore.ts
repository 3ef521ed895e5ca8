import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Transaction } from '@electric-sql/pglite'
import { openPglite } from './openPglite'
import type { Store } from './types'

const int8Oid = 20

/**
 * Embedded PGlite in `<dataDir>/pg`; one instance per process and data folder.
 *
 * @example
 * const store = await createPgliteStore('.airlock/cloud')
 */
export async function createPgliteStore(dataDir: string): Promise<Store> {
  const dir = join(dataDir, 'pg')
  await mkdir(dir, { recursive: true })
  // int8 as a string, as node-postgres returns it: PGlite's default (a JS number) would lose
  // precision past 2^53 and make the two backends disagree.
  const db = await openPglite(dir, { parsers: { [int8Oid]: (value: string) => value } })
  const txStore = (tx: Transaction): Store => ({
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await tx.query<T>(sql, params ?? [])).rows,
    }),
    exec: async (sql) => {
      await tx.exec(sql)
    },
    // PGlite has no savepoint API on a transaction: nested work joins the outer one.
    transaction: (fn) => fn(txStore(tx)),
    close: async () => {},
  })
  return {
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await db.query<T>(sql, params ?? [])).rows,
    }),
    exec: async (sql) => {
      await db.exec(sql)
    },
    transaction: (fn) => db.transaction((tx) => fn(txStore(tx))),
    close: async () => {
      if (!db.closed) await db.close()
    },
  }
}
