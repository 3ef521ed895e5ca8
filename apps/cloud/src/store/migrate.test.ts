import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Store } from '@airlock/store'
import { startTestPostgres, storeBackends, type TestPostgres } from '@airlock/store/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryWallets } from '../registry/queryWallets'
import { seedRegistry } from '../registry/seedRegistry'
import { migrate } from './migrate'

// The cloud's own SQL (migrations, registry seed and query) on both backends; the backends
// themselves are tested in @airlock/store.
const dataDir = await mkdtemp(join(tmpdir(), 'airlock-cloud-store-'))
const postgres: TestPostgres | undefined = await startTestPostgres()
afterAll(async () => {
  await postgres?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

describe.each(storeBackends(dataDir, postgres))('the cloud schema over %s', (_, open) => {
  let store: Store
  beforeAll(async () => {
    store = await open()
  })
  afterAll(async () => {
    await store?.close()
  })

  it('applies every migration once, in order, recorded in schema_migrations', async () => {
    const first = await migrate(store)
    expect(first).toEqual([...first].sort())
    expect(first).toContain('001_projects.sql')
    expect(await migrate(store)).toEqual([])
    const { rows } = await store.query<{ name: string }>(
      'select name from schema_migrations order by name',
    )
    expect(rows.map((r) => r.name)).toEqual(first)
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
