import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryWallets } from '../registry/queryWallets'
import { seedRegistry } from '../registry/seedRegistry'
import { createStore } from './createStore'
import { migrate } from './migrate'
import type { TestPostgres } from './startTestPostgres'
import { startTestPostgres } from './startTestPostgres'
import type { Store } from './types'

const dataDir = await mkdtemp(join(tmpdir(), 'airlock-store-'))
const postgres: TestPostgres | undefined = await startTestPostgres()
if (!postgres)
  console.warn('no Postgres server binaries on PATH: the DATABASE_URL backend is not tested')
afterAll(async () => {
  await postgres?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

const backends = [
  ['PGlite', () => createStore({ dataDir })],
  ...(postgres
    ? ([
        ['Postgres (DATABASE_URL)', () => createStore({ dataDir, databaseUrl: postgres.url })],
      ] as const)
    : []),
] as const

describe.each(backends)('createStore over %s', (_, open) => {
  let store: Store
  beforeAll(async () => {
    store = await open()
  })
  afterAll(async () => {
    await store?.close()
  })

  it('applies every migration once, in order', async () => {
    const first = await migrate(store)
    expect(first).toEqual([...first].sort())
    expect(first).toContain('001_projects.sql')
    expect(await migrate(store)).toEqual([])
    const { rows } = await store.query<{ name: string }>(
      'select name from schema_migrations order by name',
    )
    expect(rows.map((r) => r.name)).toEqual(first)
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

  it('seeds the registry once and queries it', async () => {
    await seedRegistry(store)
    await seedRegistry(store)
    const page = await queryWallets(store, {
      page: 2,
      entries: 10,
      include: [],
      exclude: [],
      search: 'wallet',
      badgeType: undefined,
      chains: ['eip155:1'],
    })
    expect(page.data).toHaveLength(10)
    expect(page.count).toBeGreaterThan(20)
    expect(page.data.every((w) => w.name.toLowerCase().includes('wallet'))).toBe(true)
  })
})

describe('createStore over PGlite', () => {
  it('keeps data across a close and a reopen of the same folder', async () => {
    const store = await createStore({ dataDir })
    const { rows } = await store.query<{ n: number }>('select count(*)::int as n from wallets')
    await store.close()
    expect(rows[0]?.n).toBeGreaterThanOrEqual(300)
  })
})
