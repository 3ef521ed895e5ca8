import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../testing/freePort'
import { startTestPostgres, type TestPostgres } from '../testing/startTestPostgres'
import { createPgListener } from './createPgListener'
import { createPgliteStore } from './createPgliteStore'
import { createPgStore } from './createPgStore'
import type { Store } from './types'

const postgres: TestPostgres | undefined = await startTestPostgres()
let store: Store

beforeAll(async () => {
  if (postgres) store = await createPgStore(postgres.url)
})
afterAll(async () => {
  await store?.close()
  await postgres?.stop()
})

/** Resolves when `predicate` holds, polling every 20 ms for at most `ms`. */
async function until(predicate: () => boolean, ms = 10_000) {
  const end = Date.now() + ms
  while (!predicate()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((done) => setTimeout(done, 20))
  }
}

describe.skipIf(!postgres)('store.listen on a Postgres server', () => {
  it('hears NOTIFY from another connection, and listens again after its connection is killed', async () => {
    const heard: string[] = []
    let reconnects = 0
    const listen = store.listen
    if (!listen) throw new Error('a Postgres store listens')
    const listener = await listen('airlock_test', {
      onNotify: (payload) => heard.push(payload),
      onReconnect: () => reconnects++,
    })
    await store.query(`select pg_notify('airlock_test', 'one')`)
    await store.query(`select pg_notify('other_channel', 'not this')`)
    await until(() => heard.length === 1)
    expect(heard).toEqual(['one'])

    // An administrator (or a failover) ends the listening backend.
    const { rows } = await store.query<{ killed: boolean }>(
      `select pg_terminate_backend(pid) as killed from pg_stat_activity
        where query = 'listen airlock_test'`,
    )
    expect(rows.map((r) => r.killed)).toEqual([true])
    await until(() => reconnects === 1)
    expect(listener.connected()).toBe(true)
    await store.query(`select pg_notify('airlock_test', 'two')`)
    await until(() => heard.length === 2)
    expect(heard).toEqual(['one', 'two'])

    await listener.close()
    expect(listener.connected()).toBe(false)
    await store.query(`select pg_notify('airlock_test', 'three')`)
    await new Promise((done) => setTimeout(done, 200))
    expect(heard).toEqual(['one', 'two'])
  })

  it('refuses a channel that is not a plain identifier', async () => {
    await expect(store.listen?.('x; drop table y', { onNotify: () => {} })).rejects.toThrow(
      'lower-case letters, digits and _ only',
    )
  })
})

describe('createPgListener', () => {
  it('rejects when the server cannot be reached, and leaves no retry running', async () => {
    const url = `postgres://airlock@127.0.0.1:${await freePort()}/postgres`
    await expect(createPgListener(url, 'airlock_test', { onNotify: () => {} })).rejects.toThrow()
  })
})

describe('PGlite', () => {
  it('has no listen (one process: nothing to hear from)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'airlock-listen-'))
    const pglite = await createPgliteStore(dir)
    expect(pglite.listen).toBeUndefined()
    await pglite.close()
    await rm(dir, { recursive: true, force: true })
  })
})
