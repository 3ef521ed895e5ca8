import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPgStore, type Store } from '@airlock/store'
import { startTestPostgres, type TestPostgres } from '@airlock/store/testing'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type SpawnedCloud, spawnCloud } from '../load/spawnCloud'
import { DEPLOYER_ACCOUNT_INDEX, TEST_ACCOUNTS, TEST_MNEMONIC } from '../src/chains/constants'
import { defineLocalChain } from '../src/chains/defineLocalChain'
import { rpcCall } from '../src/chains/rpcCall'
import { type AnvilProcess, startAnvil } from '../src/chains/startAnvil'
import { startChains } from '../src/chains/startChains'
import type { ChainPort } from '../src/config/types'
import { startIndexer } from '../src/indexer/startIndexer'
import { seed } from '../src/seed/seed'
import { SEED_DEPLOYER_NONCE } from '../src/seed/seedTransfers'
import { ADVISORY_LOCKS, withAdvisoryLock } from '../src/seed/withAdvisoryLock'
import type { ChainsHandle } from '../src/server/types'
import { migrate } from '../src/store/migrate'
import { freePort } from './startTestCloud'
import { buildCloudEntry } from './support/buildCloudEntry'

// Scale-out (issue 16): two cloud processes on one Postgres (DATABASE_URL) and one set of
// upstream chains serve one deployment. The seed runs once (an advisory lock; the second process
// finds it kept), both indexers follow the same chains without duplicating or losing rows, and a
// transaction sent through A's RPC proxy is seen through B. Skipped where no Postgres server
// binaries exist.

const postgres: TestPostgres | undefined = await startTestPostgres()
const query = 'projectId=airlock-test&st=test&sv=0.0.0'
const account0 = (TEST_ACCOUNTS[0] as string).toLowerCase()
const deployer = TEST_ACCOUNTS[DEPLOYER_ACCOUNT_INDEX] as `0x${string}`

let dir: string
const anvils: AnvilProcess[] = []
const stores: Store[] = []
const handles: ChainsHandle[] = []
const clouds: SpawnedCloud[] = []

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-two-'))
}, 60_000)
afterAll(async () => {
  await Promise.all(clouds.map((cloud) => cloud.stop('SIGKILL')))
  await Promise.all(handles.map((handle) => handle.stop()))
  await Promise.all(stores.map((store) => store.close()))
  await Promise.all(anvils.map((anvil) => anvil.stop()))
  await postgres?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

async function upstream(chainId: number): Promise<AnvilProcess> {
  const anvil = await startAnvil({
    chainId,
    port: 0,
    stateFile: join(dir, `upstream-${chainId}-${anvils.length}.json`),
  })
  anvils.push(anvil)
  return anvil
}

async function database(name: string): Promise<string> {
  const admin = await createPgStore((postgres as TestPostgres).url)
  await admin.exec(`create database ${name}`)
  await admin.close()
  return (postgres as TestPostgres).url.replace(/\/postgres$/, `/${name}`)
}

async function count(store: Store, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await store.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)
  return rows[0]?.n ?? 0
}

function sendFrom(rpcUrl: string, chainId: number, index: number, to: string, ether: string) {
  const chain = defineLocalChain(chainId, rpcUrl)
  const wallet = createWalletClient({
    account: mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index }),
    chain,
    transport: http(),
  })
  return wallet
    .sendTransaction({ to: to as `0x${string}`, value: parseEther(ether) })
    .then(async (hash) => {
      await createPublicClient({ chain, transport: http() }).waitForTransactionReceipt({
        hash,
        pollingInterval: 20,
      })
      return hash
    })
}

describe.skipIf(!postgres)('two cloud processes on one Postgres and one upstream', () => {
  test('seed and indexer, twice at once on one database: seeded once, indexed once, synced() means it', async () => {
    const url = await database('two_direct')
    const node = await upstream(1)
    const chains: ChainPort[] = [{ chainId: 1, port: 0, upstreamUrl: node.rpcUrl }]
    const [a, b] = [await createPgStore(url), await createPgStore(url)] as [Store, Store]
    stores.push(a, b)
    // Migrations at once collide in Postgres' catalog without the start's advisory lock.
    await Promise.all(
      [a, b].map((store) => withAdvisoryLock(store, ADVISORY_LOCKS.platform, 0, migrate)),
    )
    const [ha, hb] = (await Promise.all([
      startChains({ config: { dataDir: dir, chains } }),
      startChains({ config: { dataDir: dir, chains } }),
    ])) as [ChainsHandle, ChainsHandle]
    handles.push(ha, hb)

    const config = { chains, seedUpstream: true }
    const outcomes = await Promise.all([
      seed({ chains: ha, store: a, config }),
      seed({ chains: hb, store: b, config }),
    ])
    expect(
      outcomes
        .flat()
        .map((o) => o.action)
        .sort(),
    ).toEqual(['kept', 'seeded'])
    expect(await rpcCall(node.rpcUrl, 'eth_getTransactionCount', [deployer, 'latest'])).toBe(
      `0x${SEED_DEPLOYER_NONCE.toString(16)}`,
    )
    expect(await count(a, 'seed_state')).toBe(1)

    // Both follow the chain at once (a short poll, so their steps do collide).
    const ia = await startIndexer({ chains: ha, store: a, pollIntervalMs: 5 })
    const ib = await startIndexer({ chains: hb, store: b, pollIntervalMs: 5 })
    try {
      await Promise.all([ia.synced(), ib.synced()])
      const hashes: string[] = []
      for (let i = 0; i < 5; i++)
        hashes.push(await sendFrom(node.rpcUrl, 1, 3, account0, `0.0${i + 1}`))
      // synced() of B returns only once the store holds every block up to the head it saw,
      // whoever of A and B wrote them.
      await ib.synced()
      for (const hash of hashes)
        expect(await count(b, 'transfers where tx_hash = $1', [hash]), hash).toBe(1)
      const head = Number(await rpcCall(node.rpcUrl, 'eth_blockNumber'))
      expect(await count(b, 'indexed_blocks where chain_id = 1')).toBe(head + 1)
      expect(
        await count(
          b,
          '(select distinct chain_id, tx_hash, log_index, sub_index from transfers) as t',
        ),
      ).toBe(await count(b, 'transfers'))
    } finally {
      await Promise.all([ia.stop(), ib.stop()])
    }
  })

  test('two `node dist/main.js` on one DATABASE_URL and the same upstreams: a transaction sent through A is seen through B', async () => {
    const [mainJs, one, base] = await Promise.all([
      buildCloudEntry('two-processes'),
      upstream(1),
      upstream(8453),
    ])
    const env = {
      DATABASE_URL: (postgres as TestPostgres).url,
      AIRLOCK_UPSTREAM_RPC_URLS: `1=${one.rpcUrl},8453=${base.rpcUrl}`,
      AIRLOCK_SEED_UPSTREAM: '1',
    }
    const spawn = async (name: string) => {
      // Chain ports are unused (both chains are upstreams) but must be distinct per process.
      const chainPorts = [
        { chainId: 1, port: await freePort() },
        { chainId: 8453, port: await freePort() },
      ]
      return spawnCloud({
        mainJs,
        port: await freePort(),
        dataDir: join(dir, name),
        chainPorts,
        env,
      })
    }
    // Started at once: migrations, the platform seed and the chain seeds take turns.
    const [a, b] = (await Promise.all([spawn('a'), spawn('b')])) as [SpawnedCloud, SpawnedCloud]
    clouds.push(a, b)
    const direct = await createPgStore((postgres as TestPostgres).url)
    stores.push(direct)

    // Seeded once: the deployer's nonce is where one seed leaves it, both upstreams have the
    // same head, account 0 has the seed's 24 transactions (below), one seed_state row each.
    expect(await rpcCall(one.rpcUrl, 'eth_blockNumber')).toBe(
      await rpcCall(base.rpcUrl, 'eth_blockNumber'),
    )
    for (const node of [one, base]) {
      expect(await rpcCall(node.rpcUrl, 'eth_getTransactionCount', [deployer, 'latest'])).toBe(
        `0x${SEED_DEPLOYER_NONCE.toString(16)}`,
      )
    }
    expect(await count(direct, 'seed_state')).toBe(2)
    expect(a.output() + b.output()).not.toMatch(/error|warn/i)

    // A raw transaction through A's RPC proxy.
    const recipient = '0x00000000000000000000000000000000000c10d2'
    const hash = await sendFrom(
      `${a.url}/v1/?chainId=eip155:1&projectId=airlock-test`,
      1,
      4,
      recipient,
      '0.75',
    )
    // Seen through B: its history and its balance (B's indexer, or A's, wrote the row).
    const deadline = Date.now() + 20_000
    let page: { data: { metadata: { hash: string } }[] } = { data: [] }
    while (page.data.length === 0 && Date.now() < deadline) {
      const response = await fetch(
        `${b.url}/v1/account/${recipient}/history?chainId=eip155:1&${query}`,
      )
      expect(response.status).toBe(200)
      page = (await response.json()) as typeof page
      if (page.data.length === 0) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(page.data.map((tx) => tx.metadata.hash)).toEqual([hash])
    const balance = (await (
      await fetch(`${b.url}/v1/account/${recipient}/balance?chainId=eip155:1&currency=usd&${query}`)
    ).json()) as { balances: { symbol: string; quantity: { numeric: string } }[] }
    expect(balance.balances.map((x) => [x.symbol, x.quantity.numeric])).toEqual([['ETH', '0.75']])
    expect(await count(direct, 'transfers where tx_hash = $1', [hash])).toBe(1)
    // And the seed's history of account 0 reads the same through both.
    const seedHistory = async (cloud: SpawnedCloud) => {
      const ids: string[] = []
      let cursor: string | null = null
      do {
        const page = (await (
          await fetch(
            `${cloud.url}/v1/account/${account0}/history?chainId=eip155:8453&${query}${cursor ? `&cursor=${cursor}` : ''}`,
          )
        ).json()) as { data: { id: string }[]; next: string | null }
        ids.push(...page.data.map((tx) => tx.id))
        cursor = page.next
      } while (cursor && ids.length < 100)
      return ids
    }
    expect(await seedHistory(b)).toEqual(await seedHistory(a))
    expect(await seedHistory(a)).toHaveLength(24)

    // A dies (SIGKILL: its locks go with its connections); B keeps serving and indexing alone.
    await a.stop('SIGKILL')
    const later = await sendFrom(
      `${b.url}/v1/?chainId=eip155:1&projectId=airlock-test`,
      1,
      5,
      recipient,
      '0.5',
    )
    const until = Date.now() + 20_000
    let hashes: string[] = []
    while (!hashes.includes(later) && Date.now() < until) {
      const response = await fetch(
        `${b.url}/v1/account/${recipient}/history?chainId=eip155:1&${query}`,
      )
      hashes = ((await response.json()) as typeof page).data.map((tx) => tx.metadata.hash)
      if (!hashes.includes(later)) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(hashes).toEqual([later, hash])

    // Stopping leaves the upstreams running.
    expect(await b.stop('SIGTERM')).toBe(0)
    clouds.length = 0
    expect(await rpcCall(one.rpcUrl, 'eth_chainId')).toBe('0x1')
    expect(await rpcCall(base.rpcUrl, 'eth_chainId')).toBe('0x2105')
  })
})
