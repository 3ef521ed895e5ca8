import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { StoreError } from '../errors/StoreError'
import { startTestPostgres, type TestPostgres } from '../testing/startTestPostgres'
import { storeBackends } from '../testing/storeBackends'
import { createStore } from './createStore'
import { migrate } from './migrate'
import type { Store } from './types'

const root = await mkdtemp(join(tmpdir(), 'airlock-store-'))
const dataDir = join(root, 'data')
const migrations = join(root, 'migrations')
await mkdir(migrations)
// Written out of order: migrate sorts by file name.
await writeFile(join(migrations, '002_items.sql'), 'create table items (id int8 primary key);')
await writeFile(
  join(migrations, '001_lists.sql'),
  "create table lists (id text primary key); insert into lists values ('first');",
)
await writeFile(join(migrations, 'README.md'), 'not a migration')

const postgres: TestPostgres | undefined = await startTestPostgres()
afterAll(async () => {
  await postgres?.stop()
  await rm(root, { recursive: true, force: true })
})

describe.each(storeBackends(dataDir, postgres))('createStore over %s', (backend, open) => {
  let store: Store
  beforeAll(async () => {
    store = await open()
  })
  afterAll(async () => {
    await store?.close()
  })

  it('says which backend it opened, in transactions too', async () => {
    const kind = backend === 'PGlite' ? 'pglite' : 'postgres'
    expect(store.kind).toBe(kind)
    expect(await store.transaction(async (tx) => tx.kind)).toBe(kind)
  })

  it('applies every migration once, in file order, recorded in the named table', async () => {
    expect(await migrate(store, { dir: migrations, table: 'app_migrations' })).toEqual([
      '001_lists.sql',
      '002_items.sql',
    ])
    expect(await migrate(store, { dir: migrations, table: 'app_migrations' })).toEqual([])
    const { rows } = await store.query<{ name: string }>(
      'select name from app_migrations order by applied_at, name',
    )
    expect(rows.map((r) => r.name)).toEqual(['001_lists.sql', '002_items.sql'])
    // A second app with its own table in the same database sees none of the first one's files.
    await store.exec('drop table items; drop table lists')
    expect(await migrate(store, { dir: migrations, table: 'other_migrations' })).toHaveLength(2)
  })

  it('adds a new migration file on the next run, and keeps a failed one unapplied', async () => {
    const dir = await mkdtemp(join(root, 'more-'))
    await writeFile(join(dir, '001_a.sql'), 'create table t_more (v int);')
    await migrate(store, { dir, table: 'more_migrations' })
    await writeFile(join(dir, '002_bad.sql'), 'insert into t_more values (1); select nonsense;')
    await expect(migrate(store, { dir, table: 'more_migrations' })).rejects.toThrow('nonsense')
    const { rows } = await store.query<{ n: number }>('select count(*)::int as n from t_more')
    expect(rows[0]?.n).toBe(0)
    await writeFile(join(dir, '002_bad.sql'), 'insert into t_more values (1);')
    expect(await migrate(store, { dir, table: 'more_migrations' })).toEqual(['002_bad.sql'])
  })

  it('refuses a table name that is not a plain identifier', async () => {
    await expect(
      migrate(store, { dir: migrations, table: 'x; drop table lists' }),
    ).rejects.toBeInstanceOf(StoreError)
  })

  it('binds parameters and parses types the same way on both backends', async () => {
    const { rows } = await store.query<Record<string, unknown>>(
      `select $1::int as i, 9007199254740993::int8 as big, 1.50::numeric as dec, $2::text as t, $3::text[] as arr, $4::jsonb as j, true as b,
         count(*)::int as n, now() as at`,
      [7, 'seven', ['a', 'b'], JSON.stringify({ k: [1] })],
    )
    expect(rows[0]).toMatchObject({
      i: 7,
      t: 'seven',
      arr: ['a', 'b'],
      j: { k: [1] },
      big: '9007199254740993',
      dec: '1.50',
      b: true,
      n: 1,
    })
    expect(rows[0]?.at).toBeInstanceOf(Date)
  })

  it('commits a transaction, and rolls back one that throws', async () => {
    await store.exec('create table if not exists t_tx (v int)')
    await store.transaction(async (tx) => {
      await tx.query('insert into t_tx values ($1)', [1])
      // A nested transaction joins the outer one.
      await tx.transaction((inner) => inner.query('insert into t_tx values ($1)', [2]))
    })
    await expect(
      store.transaction(async (tx) => {
        await tx.query('insert into t_tx values ($1)', [3])
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    const { rows } = await store.query<{ v: number }>('select v from t_tx order by v')
    expect(rows.map((r) => r.v)).toEqual([1, 2])
  })
})

describe('createStore over PGlite', () => {
  it('keeps data in <dataDir>/pg across a close and a reopen', async () => {
    const store = await createStore({ dataDir })
    await store.exec('create table if not exists t_keep (v int); insert into t_keep values (42)')
    await store.close()
    const again = await createStore({ dataDir })
    const { rows } = await again.query<{ v: number }>('select v from t_keep')
    await again.close()
    expect(rows).toEqual([{ v: 42 }])
    expect(existsSync(join(dataDir, 'pg', 'PG_VERSION'))).toBe(true)
  })
})
