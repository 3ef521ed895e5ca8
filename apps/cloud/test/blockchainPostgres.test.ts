import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPgStore, type Store } from '@airlock/store'
import { startTestPostgres, type TestPostgres } from '@airlock/store/testing'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type SpawnedCloud, spawnCloud } from '../load/spawnCloud'
import { TEST_ACCOUNTS, TEST_MNEMONIC } from '../src/chains/constants'
import { defineLocalChain } from '../src/chains/defineLocalChain'
import { freePort } from './startTestCloud'
import { buildCloudEntry } from './support/buildCloudEntry'

// The cloud over a real Postgres server, configured the way an operator does it: `DATABASE_URL`
// in the environment of `node main.js`. Everything it writes (migrations, seed, indexed
// transfers, analytics) is read back from the server with a client of our own, the data folder
// never gets a PGlite database, and a SIGKILL plus restart loses nothing. Skipped where no
// Postgres server binaries exist.

const postgres: TestPostgres | undefined = await startTestPostgres()
const query = 'projectId=airlock-test&st=test&sv=0.0.0'
const account0 = (TEST_ACCOUNTS[0] as string).toLowerCase()

let mainJs: string
let dataDir: string
let ports: { port: number; chainPorts: { chainId: number; port: number }[] }
let cloud: SpawnedCloud | undefined
/** A connection of the test's own to the Postgres server, independent of the cloud. */
let direct: Store

beforeAll(async () => {
  if (!postgres) return
  mainJs = await buildCloudEntry('postgres-test')
  dataDir = await mkdtemp(join(tmpdir(), 'airlock-cloud-pg-'))
  // One chain is enough to follow writes into the server; a second only adds start time.
  ports = { port: await freePort(), chainPorts: [{ chainId: 1, port: await freePort() }] }
  direct = await createPgStore(postgres.url)
}, 120_000)
afterAll(async () => {
  await cloud?.stop('SIGKILL')
  await direct?.close()
  await postgres?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

function start(): Promise<SpawnedCloud> {
  return spawnCloud({
    mainJs,
    dataDir,
    ...ports,
    env: { DATABASE_URL: (postgres as TestPostgres).url },
  })
}

async function getJson<T>(path: string): Promise<T> {
  const url = (cloud as SpawnedCloud).url
  const response = await fetch(`${url}${path}${path.includes('?') ? '&' : '?'}${query}`)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

type HistoryPage = { data: { metadata: { hash: string } }[]; next: string | null }

async function historyPages(address: string): Promise<HistoryPage['data'][]> {
  const pages: HistoryPage['data'][] = []
  let cursor: string | null = null
  do {
    const page: HistoryPage = await getJson(
      `/v1/account/${address}/history?chainId=eip155:1${cursor ? `&cursor=${cursor}` : ''}`,
    )
    pages.push(page.data)
    cursor = page.next
  } while (cursor && pages.length < 10)
  return pages
}

async function countRows(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await direct.query<{ n: number }>(
    `select count(*)::int as n from ${sql}`,
    params,
  )
  return rows[0]?.n ?? 0
}

test.skipIf(!postgres)(
  'started from DATABASE_URL, the cloud writes to the Postgres server and keeps it across a SIGKILL',
  async () => {
    cloud = await start()
    // The store the cloud opened, not the setting it was given; and no PGlite folder at all.
    expect(await (await fetch(`${cloud.url}/health`)).json()).toEqual({
      status: 'ok',
      chains: ['eip155:1'],
      store: 'postgres',
    })
    expect(existsSync(join(dataDir, 'pg'))).toBe(false)

    // Migrations, projects, registry and the chain seed are rows on the server.
    expect(await countRows('schema_migrations')).toBeGreaterThanOrEqual(7)
    expect(await countRows('projects where id = $1', ['airlock-test'])).toBe(1)
    expect(await countRows('wallets')).toBeGreaterThanOrEqual(300)
    const seeded = await direct.query<{ seeded_at: Date }>(
      'select seeded_at from seed_state where chain_id = 1',
    )
    expect(seeded.rows).toHaveLength(1)
    // The seed's history of account 0 (24 transactions) was indexed into the server's tables.
    expect((await historyPages(account0)).map((page) => page.length)).toEqual([20, 4])
    expect(
      await countRows('transfers where chain_id = 1 and (from_address = $1 or to_address = $1)', [
        account0,
      ]),
    ).toBeGreaterThanOrEqual(24)

    // A real transfer through the RPC proxy: the indexer's row is on the server.
    const rpcUrl = `${cloud.url}/v1/?chainId=eip155:1&projectId=airlock-test`
    const chain = defineLocalChain(1, rpcUrl)
    const wallet = createWalletClient({
      account: mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 7 }),
      chain,
      transport: http(),
    })
    const hash = await wallet.sendTransaction({
      to: account0 as `0x${string}`,
      value: parseEther('2'),
    })
    await createPublicClient({ chain, transport: http() }).waitForTransactionReceipt({
      hash,
      pollingInterval: 20,
    })
    const deadline = Date.now() + 20_000
    while ((await countRows('transfers where tx_hash = $1', [hash])) === 0) {
      if (Date.now() > deadline) throw new Error(`transfer ${hash} never reached Postgres`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const { rows } = await direct.query<Record<string, unknown>>(
      'select chain_id, kind, from_address, to_address, value, tx_status from transfers where tx_hash = $1',
      [hash],
    )
    expect(rows).toEqual([
      {
        chain_id: 1,
        kind: 'native',
        from_address: wallet.account.address.toLowerCase(),
        to_address: account0,
        value: parseEther('2').toString(),
        tx_status: 'confirmed',
      },
    ])
    const latest = (await historyPages(account0))[0]
    expect(latest?.[0]?.metadata.hash).toBe(hash)

    // An analytics event is a row on the server once it is acknowledged.
    const eventId = randomUUID()
    const posted = await fetch(`${cloud.url}/e?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
      body: JSON.stringify({
        eventId,
        url: 'http://127.0.0.1:5173/',
        domain: '127.0.0.1:5173',
        timestamp: Date.now(),
        props: { type: 'track', event: 'POSTGRES_TEST' },
      }),
    })
    expect(posted.status).toBe(202)
    expect(await countRows('analytics_events where event_id = $1', [eventId])).toBe(1)

    const transfersBefore = await countRows('transfers')
    await cloud.stop('SIGKILL')
    cloud = await start()

    // Same server, same rows: nothing seeded again, nothing indexed twice, nothing lost.
    expect(await (await fetch(`${cloud.url}/health`)).json()).toMatchObject({ store: 'postgres' })
    expect(existsSync(join(dataDir, 'pg'))).toBe(false)
    expect(
      (
        await direct.query<{ seeded_at: Date }>(
          'select seeded_at from seed_state where chain_id = 1',
        )
      ).rows,
    ).toEqual(seeded.rows)
    expect(await countRows('transfers')).toBe(transfersBefore)
    expect(await countRows('transfers where tx_hash = $1', [hash])).toBe(1)
    expect(await countRows('analytics_events where event_id = $1', [eventId])).toBe(1)
    const pages = await historyPages(account0)
    expect(pages.map((page) => page.length)).toEqual([20, 5])
    expect(pages[0]?.[0]?.metadata.hash).toBe(hash)
    const { balances } = await getJson<{ balances: { symbol: string; price: number }[] }>(
      `/v1/account/${account0}/balance?chainId=eip155:1&currency=usd`,
    )
    expect(balances.map(({ symbol, price }) => [symbol, price])).toEqual([
      ['ETH', 3150],
      ['USDC', 1],
      ['AIR', 2.5],
      ['WHOLE', 0.1],
    ])
    await cloud.stop('SIGTERM')
    cloud = undefined
  },
  180_000,
)
