import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createStore, type Store } from '@airlock/store'
import { startTestPostgres, type TestPostgres } from '@airlock/store/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../store/migrate'
import { createPgMailbox, type PgMailbox, type PgNewMessage } from './createPgMailbox'
import { defaultRelayLimits } from './defaultRelayLimits'
import type { RelayLimits } from './types'

// The relay's Postgres store, with two pools standing in for two cloud processes.

const postgres: TestPostgres | undefined = await startTestPostgres()
const limits: RelayLimits = {
  ...defaultRelayLimits,
  maxMessagesPerTopic: 3,
  maxMessages: 200,
  maxBytes: 100_000,
  maxStoredMessagesPerClient: 100,
}
let dir: string
const stores: Store[] = []
let one: PgMailbox
let two: PgMailbox

beforeAll(async () => {
  if (!postgres) return
  dir = await mkdtemp(join(tmpdir(), 'airlock-pg-mailbox-'))
  for (let i = 0; i < 2; i++)
    stores.push(await createStore({ dataDir: dir, databaseUrl: postgres.url }))
  await migrate(stores[0] as Store)
  one = createPgMailbox(stores[0] as Store, limits)
  two = createPgMailbox(stores[1] as Store, limits)
})

afterAll(async () => {
  for (const store of stores) await store.close()
  await postgres?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

const message = (topic: string, text: string, over: Partial<PgNewMessage> = {}): PgNewMessage => ({
  topic,
  message: text,
  publishedAt: Date.now(),
  expiresAt: Date.now() + 60_000,
  publisher: 'did:key:zA',
  bytes: text.length,
  owners: ['did:key:zA', 'ip:127.0.0.1'],
  ...over,
})

const countedFor = async (owner: string) => {
  const { rows } = await (stores[0] as Store).query<{ messages: string; bytes: string }>(
    `select messages, bytes from relay_usage where owner = $1`,
    [owner],
  )
  return rows[0] ? { messages: Number(rows[0].messages), bytes: Number(rows[0].bytes) } : undefined
}

describe.skipIf(!postgres)('createPgMailbox', () => {
  it('keeps a retried message once and names the limit a publish hits', async () => {
    const first = await one.add(message('t1', 'a'))
    const again = await two.add(message('t1', 'a'))
    expect(first.ok && again.ok && [first.added, again.added]).toEqual([true, false])
    expect(first.ok && again.ok && again.message.id === first.message.id).toBe(true)
    await two.add(message('t1', 'b'))
    await one.add(message('t1', 'c'))
    expect(await two.add(message('t1', 'd'))).toEqual({
      ok: false,
      reason: 'topic full: 3 messages',
    })
    // A refused publish is rolled back: neither its row nor its charge is kept.
    expect((await one.ids(['t1'])).length).toBe(3)
    expect(await countedFor('topic:t1')).toEqual({ messages: 3, bytes: 3 })
  })

  it('counts concurrent publishes of two processes exactly, and refuses past the global budget', async () => {
    const texts = Array.from({ length: 120 }, (_, i) => `m${i}`.padEnd(1_000, '.'))
    const results = await Promise.all(
      texts.map((text, i) =>
        (i % 2 ? one : two).add(
          message(`c${i}`, text, { publisher: `did:key:z${i % 7}`, owners: [] }),
        ),
      ),
    )
    const kept = results.filter((r) => r.ok).length
    const refused = results.filter((r) => !r.ok)
    // 100,000 bytes in all, 3 bytes already kept: 99 messages of 1,000 fit.
    expect(kept).toBe(99)
    expect(new Set(refused.map((r) => !r.ok && r.reason))).toEqual(
      new Set(['relay full: byte budget of 100000']),
    )
    expect(await one.usage()).toEqual({ messages: 102, bytes: 99_003 })
    let perClient = 0
    for (let k = 0; k < 7; k++) perClient += (await countedFor(`did:key:z${k}`))?.messages ?? 0
    expect(perClient).toBe(99)
  })

  it('sweeps expired rows from both pools at once without losing a count', async () => {
    const { rows } = await (stores[0] as Store).query<{ n: string }>(
      `select count(*) as n from relay_messages`,
    )
    expect(Number(rows[0]?.n)).toBe(102)
    const later = Date.now() + 120_000
    const [a, b] = await Promise.all([one.sweep(later), two.sweep(later)])
    expect((a ?? 0) + (b ?? 0)).toBe(102)
    expect(await one.usage()).toEqual({ messages: 0, bytes: 0 })
    expect(await countedFor('did:key:z0')).toBeUndefined()
    expect(await countedFor('topic:t1')).toBeUndefined()
  })

  it('records deliveries and leaves them out of what a client has not had', async () => {
    const kept = await one.add(message('d1', 'for B', { publisher: 'did:key:zA' }))
    await one.add(message('d1', 'from B', { publisher: 'did:key:zB', owners: ['did:key:zB'] }))
    if (!kept.ok) throw new Error('kept')
    expect((await two.undelivered('did:key:zB', ['d1'], 10)).map((m) => m.message)).toEqual([
      'for B',
    ])
    await two.markDelivered('did:key:zB', [kept.message.id])
    expect(await one.undelivered('did:key:zB', ['d1'], 10)).toEqual([])
    expect([...(await one.deliveredTo('did:key:zB', [kept.message.id]))]).toEqual([kept.message.id])
    const [loaded] = await one.load([kept.message.id])
    expect([...(loaded?.deliveredTo ?? [])]).toEqual(['did:key:zB'])
  })
})
