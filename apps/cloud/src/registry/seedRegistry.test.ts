import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createStore, type Store } from '@airlock/store'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { migrate } from '../store/migrate'
import { generateWallets } from './generateWallets'
import { seedRegistry } from './seedRegistry'

let dataDir: string
let store: Store
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'airlock-seed-registry-'))
  store = await createStore({ dataDir })
  await migrate(store)
})
afterAll(async () => {
  await store?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const mockWalletId = generateWallets().find((w) => w.rdns === 'dev.airlock.mock')?.id ?? ''

it('seeds the whole catalogue, test wallets first, and writes nothing on the next start', async () => {
  await seedRegistry(store)
  const { rows } = await store.query<{ name: string; rdns: string | null }>(
    'select name, rdns from wallets order by position',
  )
  expect(rows.length).toBe(generateWallets().length)
  expect(rows.slice(0, 3)).toEqual([
    { name: 'Airlock Test Wallet', rdns: 'dev.airlock.testwallet' },
    { name: 'Mock Wallet', rdns: 'dev.airlock.mock' },
    { name: 'Airlock Test Wallet Mobile', rdns: 'dev.airlock.testwallet.mobile' },
  ])
  const before = await store.query<{ at: Date }>('select seeded_at as at from registry_state')
  await seedRegistry(store)
  const after = await store.query<{ at: Date }>('select seeded_at as at from registry_state')
  expect(after.rows[0]?.at.getTime()).toBe(before.rows[0]?.at.getTime())
})

it('brings a database seeded by an older catalogue up to date, keeping rows added by hand', async () => {
  // What an older version left: a different entry at the mock wallet's place, no state row.
  await store.exec(`
    update wallets set name = 'Old Name', position = 999 where id = '${mockWalletId}';
    delete from registry_state;
    insert into wallets (id, position, name, slug, image_id, color)
      values ('operator-added', 5000, 'Company Wallet', 'company-wallet', 'operator-image', '#000');
  `)
  await seedRegistry(store)
  const { rows } = await store.query<{ id: string; name: string; position: number }>(
    `select id, name, position from wallets where id in ('${mockWalletId}', 'operator-added') order by position`,
  )
  expect(rows).toEqual([
    { id: mockWalletId, name: 'Mock Wallet', position: 1 },
    { id: 'operator-added', name: 'Company Wallet', position: 5000 },
  ])
})
