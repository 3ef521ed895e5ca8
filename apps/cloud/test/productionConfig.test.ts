import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../src/config/loadConfig'
import { startTestCloud } from './startTestCloud'
import { copyStoreTemplate } from './support/createTestStore'

// Issue 16: a production configuration contains only the projects it is given. The demo
// projects allow localhost origins: anyone running a page on localhost could use them.

let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'airlock-production-'))
  await copyStoreTemplate(dataDir)
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

const status = async (url: string, projectId: string) =>
  (await fetch(`${url}/getAnalyticsConfig?projectId=${projectId}&st=t&sv=1`)).status

describe('production configuration', () => {
  test('NODE_ENV=production or AIRLOCK_PRODUCTION=1 turns it on; development is the default', () => {
    expect(loadConfig({}).production).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true)
    expect(loadConfig({ AIRLOCK_PRODUCTION: '1' }).production).toBe(true)
  })

  test('knows only its own projects, and removes the demo ones a development start left', async () => {
    const projects = [{ id: 'shop', origins: ['https://shop.example'] }]
    // A development start on the same data: the demo projects are there, with an event.
    const dev = await startTestCloud({ dataDir, chains: [], projects })
    expect(await status(dev.url, 'airlock-demo')).toBe(200)
    const event = await fetch(`${dev.url}/e?projectId=airlock-demo&st=t&sv=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
      body: JSON.stringify({
        eventId: 'production-test-event',
        url: 'http://127.0.0.1:5173/',
        domain: '127.0.0.1:5173',
        timestamp: Date.now(),
        props: {},
      }),
    })
    expect(event.status).toBe(202)
    await dev.stop()

    const production = await startTestCloud({ dataDir, chains: [], projects, production: true })
    try {
      expect(await status(production.url, 'shop')).toBe(200)
      for (const demo of ['airlock-demo', 'airlock-test'])
        expect(await status(production.url, demo)).toBe(403)
      const rows = await production.store.query<{ id: string }>(
        'select id from projects order by id',
      )
      expect(rows.rows.map((r) => r.id)).toEqual(['shop'])
    } finally {
      await production.stop()
    }
  })
})
