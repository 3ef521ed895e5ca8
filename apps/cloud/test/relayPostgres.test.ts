import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPgStore, createStore, type Store } from '@airlock/store'
import { startTestPostgres, type TestPostgres } from '@airlock/store/testing'
import {
  blockOutsideFetch,
  createTestWalletConnectWallet,
  type TestWalletConnectWallet,
} from '@airlock/testing/walletconnect'
import { SignClient } from '@walletconnect/sign-client'
import { createPublicClient, type Hex, http, parseEther, stringToHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SpawnedCloud, spawnCloud } from '../load/spawnCloud'
import { type AnvilProcess, startAnvil } from '../src/chains/startAnvil'
import { defaultRelayLimits } from '../src/relay/defaultRelayLimits'
import { startRelay } from '../src/relay/startRelay'
import type { Relay, RelayLimits } from '../src/relay/types'
import { migrate } from '../src/store/migrate'
import { freePort } from './startTestCloud'
import { buildCloudEntry } from './support/buildCloudEntry'
import { connectRelay, type Frame, newKeys, type RelayClient } from './support/relayClient'

// Issue 16, scale-out: two relays (as two cloud processes run them) on one Postgres server. The
// messages, acknowledgements and quota counts are rows both read; NOTIFY only wakes the other
// relay. Each relay has its own store (its own pool and LISTEN connection), as a process would.
// Skipped where no Postgres server binaries exist.

const postgres: TestPostgres | undefined = await startTestPostgres()
const projects: Record<string, { allowedOrigins: string[] }> = {
  demo: { allowedOrigins: ['http://127.0.0.1:5173'] },
  'airlock-test': { allowedOrigins: [] },
}
const findProject = async (id: string) => projects[id]
const limits: RelayLimits = {
  ...defaultRelayLimits,
  maxStoredMessagesPerClient: 4,
  maxStoredBytesPerIp: 256 * 1024,
}

let dir: string
const stores: Store[] = []
let a: Relay
let b: Relay
const clients: RelayClient[] = []

async function openStore(): Promise<Store> {
  const store = await createStore({ dataDir: dir, databaseUrl: postgres?.url ?? '' })
  stores.push(store)
  return store
}

async function connect(relay: Relay, keys = newKeys(), localAddress?: string) {
  const client = await connectRelay(relay.url, keys, localAddress ? { localAddress } : {})
  clients.push(client)
  return client
}

const seen = new WeakMap<RelayClient, number>()

/** The next push of `client` within `ms`, or undefined (polled: a timed-out wait takes nothing). */
async function nextPush(client: RelayClient, ms = 5_000): Promise<Frame | undefined> {
  const end = Date.now() + ms
  for (;;) {
    const index = seen.get(client) ?? 0
    const push = client.pushes[index]
    if (push) {
      seen.set(client, index + 1)
      return push
    }
    if (Date.now() > end) return undefined
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const dataOf = (frame: Frame | undefined) =>
  (frame?.params as { data: { topic: string; message: string } } | undefined)?.data

const topic = (name: string) => `${name}-${Math.random().toString(16).slice(2)}`

beforeAll(async () => {
  if (!postgres) return
  dir = await mkdtemp(join(tmpdir(), 'airlock-relay-pg-'))
  await migrate(await openStore())
  a = await startRelay({
    host: '127.0.0.1',
    port: 0,
    findProject,
    limits,
    store: await openStore(),
    sweepIntervalMs: 500,
  })
  b = await startRelay({
    host: '127.0.0.1',
    port: 0,
    findProject,
    limits,
    store: await openStore(),
  })
})

afterAll(async () => {
  for (const client of clients) await client.close()
  await a?.stop()
  await b?.stop()
  for (const store of stores) await store.close()
  await postgres?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe.skipIf(!postgres)('two relays on one Postgres', () => {
  it('keep their messages in Postgres', () => {
    expect([a.backend, b.backend]).toEqual(['postgres', 'postgres'])
  })

  it('deliver a publish on A to a subscriber on B, a message over 8,000 bytes included', async () => {
    const t = topic('cross')
    const subscriber = await connect(b)
    await subscriber.call('irn_subscribe', { topic: t })
    const publisher = await connect(a)
    const small = 'hello from A'
    // NOTIFY payloads are capped at 8,000 bytes: only the topic goes through NOTIFY.
    const big = 'x'.repeat(20_000)
    expect(await publisher.call('irn_publish', { topic: t, message: small, ttl: 300 })).toBe(true)
    expect(await publisher.call('irn_publish', { topic: t, message: big, ttl: 300 })).toBe(true)
    const first = await nextPush(subscriber)
    const second = await nextPush(subscriber)
    expect([dataOf(first)?.message, dataOf(second)?.message]).toEqual([small, big])
    expect(dataOf(first)?.topic).toBe(t)
    // Never echoed to the publisher.
    expect(publisher.pushes).toEqual([])
  })

  it('replay to a client that moves from B to A what it had not acknowledged, and only that', async () => {
    const t = topic('move')
    const keys = newKeys()
    const onB = await connect(b, keys)
    await onB.call('irn_subscribe', { topic: t })
    const publisher = await connect(a)
    for (const message of ['one', 'two', 'three'])
      await publisher.call('irn_publish', { topic: t, message, ttl: 300 })
    const pushes = [await nextPush(onB), await nextPush(onB), await nextPush(onB)]
    expect(pushes.map((p) => dataOf(p)?.message)).toEqual(['one', 'two', 'three'])
    // It acknowledges 'one' only, then its socket goes.
    onB.ack(pushes[0]?.id ?? '')
    await new Promise((resolve) => setTimeout(resolve, 200))
    await onB.close()

    const onA = await connect(a, keys)
    await onA.call('irn_subscribe', { topic: t })
    const again = [await nextPush(onA), await nextPush(onA)]
    expect(again.map((p) => dataOf(p)?.message)).toEqual(['two', 'three'])
    for (const push of again) onA.ack(push?.id ?? '')
    expect(await nextPush(onA, 500)).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 200))
    // Fetching on B now finds nothing left for it either.
    const back = await connect(b, keys)
    expect(await back.call('irn_batchFetchMessages', { topics: [t] })).toEqual({
      messages: [],
      hasMore: false,
    })
  })

  it('do not deliver expired messages, on either relay, and sweep them', async () => {
    const t = topic('ttl')
    const publisher = await connect(a)
    await publisher.call('irn_publish', { topic: t, message: 'short-lived', ttl: 1 })
    await publisher.call('irn_publish', { topic: t, message: 'kept', ttl: 300 })
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    const subscriber = await connect(b)
    await subscriber.call('irn_subscribe', { topic: t })
    expect(dataOf(await nextPush(subscriber))?.message).toBe('kept')
    expect(await nextPush(subscriber, 500)).toBeUndefined()
    const late = await connect(a)
    const fetched = (await late.call('irn_batchFetchMessages', { topics: [t] })) as {
      messages: { message: string }[]
    }
    expect(fetched.messages.map((m) => m.message)).toEqual(['kept'])
    // A sweeps every 500 ms here: the expired row goes, with its quota.
    const store = stores[0] as Store
    const count = async () =>
      Number(
        (
          await store.query<{ n: string }>(
            `select count(*) as n from relay_messages where topic = $1`,
            [t],
          )
        ).rows[0]?.n,
      )
    const end = Date.now() + 5_000
    while ((await count()) > 1 && Date.now() < end)
      await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await count()).toBe(1)
    // Its quota went with it: the publisher is charged for the kept message only.
    const { rows } = await store.query<{ messages: string; bytes: string }>(
      `select messages, bytes from relay_usage where owner = $1`,
      [publisher.clientId],
    )
    expect(rows.map((r) => [Number(r.messages), Number(r.bytes)])).toEqual([[1, 'kept'.length]])
  })

  it('count a client quota across relays: messages kept through A count on B', async () => {
    const t = topic('quota')
    const keys = newKeys()
    const onA = await connect(a, keys)
    const onB = await connect(b, keys)
    for (const message of ['q1', 'q2', 'q3'])
      expect(await onA.call('irn_publish', { topic: t, message, ttl: 300 })).toBe(true)
    expect(await onB.call('irn_publish', { topic: t, message: 'q4', ttl: 300 })).toBe(true)
    const refused = await onB.answer('irn_publish', { topic: t, message: 'q5', ttl: 300 })
    expect(refused.error).toEqual({
      code: -32000,
      message: 'Relay quota exceeded',
      data: { reason: 'quota: 4 kept messages per client' },
    })
    // A retry of a kept message is no new message: accepted on either relay.
    expect(await onA.call('irn_publish', { topic: t, message: 'q4', ttl: 300 })).toBe(true)
    // Another client is not affected.
    const other = await connect(a)
    expect(await other.call('irn_publish', { topic: t, message: 'q5', ttl: 300 })).toBe(true)
  })

  it('count an IP address quota across relays (bytes)', async () => {
    const t = topic('ip')
    const big = (n: number) => `${n}`.padEnd(100 * 1024, 'y')
    const first = await connect(a, newKeys(), '127.0.0.61')
    const second = await connect(b, newKeys(), '127.0.0.61')
    expect(await first.call('irn_publish', { topic: t, message: big(1), ttl: 300 })).toBe(true)
    expect(await second.call('irn_publish', { topic: t, message: big(2), ttl: 300 })).toBe(true)
    const refused = await second.answer('irn_publish', { topic: t, message: big(3), ttl: 300 })
    expect(refused.error?.data).toEqual({ reason: 'quota: 262144 kept bytes per IP address' })
  })

  it('queue a flood from one address behind itself: another client is answered first', async () => {
    const flooders = await Promise.all(
      Array.from({ length: 40 }, () => connect(a, newKeys(), '127.0.0.62')),
    )
    let answered = 0
    const flood = flooders.flatMap((f, k) =>
      Array.from({ length: 5 }, (_, i) =>
        f
          .answer('irn_publish', { topic: topic(`flood${k}`), message: `f${i}`, ttl: 300 })
          .then(() => answered++),
      ),
    )
    const other = await connect(a, newKeys(), '127.0.0.63')
    // 200 publishes of one address are on their way; this one does not wait for them.
    await new Promise((resolve) => setTimeout(resolve, 20))
    const sent = answered
    expect(await other.call('irn_publish', { topic: topic('other'), message: 'o', ttl: 300 })).toBe(
      true,
    )
    const meanwhile = answered - sent
    await Promise.all(flood)
    console.info(
      `[relay] flood answers while the other client waited: ${meanwhile} (${sent} before)`,
    )
    // At most 2 of the address's publishes are in the database at once: a handful finish while
    // the other client's runs (3-15 seen). Without that cap its 40 sockets fill the pool and the
    // other client waits behind most of them (47-57 seen).
    expect(meanwhile).toBeLessThanOrEqual(25)
  })

  it('re-read, after their LISTEN connection was cut, what they were not told about', async () => {
    const t = topic('listen')
    const subscriber = await connect(b)
    await subscriber.call('irn_subscribe', { topic: t })
    // Frames of a socket are handled in order: this answer comes after the subscribe's replay.
    await subscriber.call('irn_unsubscribe', { topic: 'none' })
    const store = stores[0] as Store
    // A row whose NOTIFY was lost (sent while B's connection was down): written here without one.
    await store.query(
      `insert into relay_messages (topic, digest, message, published_at, expires_at, publisher, bytes)
       values ($1, 'd', 'missed while deaf', $2, $3, 'did:key:zOther', 17)`,
      [t, Date.now(), Date.now() + 300_000],
    )
    expect(await nextPush(subscriber, 500)).toBeUndefined()
    // Cut every LISTEN connection (A's and B's); each comes back and re-reads its topics.
    const cut = await store.query<{ ok: boolean }>(
      `select pg_terminate_backend(pid) as ok from pg_stat_activity
        where query = 'listen airlock_relay'`,
    )
    expect(cut.rows.length).toBeGreaterThanOrEqual(2)
    expect(dataOf(await nextPush(subscriber, 10_000))?.message).toBe('missed while deaf')
    // And it listens again: a publish on A reaches B as before.
    const publisher = await connect(a)
    await publisher.call('irn_publish', { topic: t, message: 'after the cut', ttl: 300 })
    expect(dataOf(await nextPush(subscriber))?.message).toBe('after the cut')
  })
})

describe.skipIf(!postgres)('WalletConnect across two relays', () => {
  type Client = Awaited<ReturnType<typeof SignClient.init>>
  const network = blockOutsideFetch()
  let wallet: TestWalletConnectWallet | undefined
  let dapp: Client | undefined

  afterAll(async () => {
    await wallet?.close()
    await dapp?.core.relayer.transportClose().catch(() => undefined)
    dapp?.core.heartbeat.stop()
    network.restore()
    expect(network.outside).toEqual([])
  })

  it('pairs a dapp on A with the test wallet on B and answers personal_sign', async () => {
    dapp = await SignClient.init({
      projectId: 'airlock-test',
      relayUrl: a.url,
      customStoragePrefix: 'relay-postgres-dapp',
      storage: memoryStorage() as never,
      telemetryEnabled: false,
      logger: 'silent',
      metadata: { name: 'dapp', description: 'dapp', url: 'http://127.0.0.1', icons: [] },
    })
    wallet = await createTestWalletConnectWallet({
      relayUrl: b.url,
      projectId: 'airlock-test',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaec6c0b8d2b6e95d',
      // Unused by personal_sign: the wallet signs locally.
      rpcUrls: { 1: 'http://127.0.0.1:9' },
    })
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:1'],
          methods: ['personal_sign'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
    await wallet.pair(uri ?? '')
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${wallet.address}`])
    const message = stringToHex('Signed across two relays')
    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [message, wallet.address] },
    })
    expect(
      await verifyMessage({ address: wallet.address, message: { raw: message }, signature }),
    ).toBe(true)
    // The wallet records a request once its answer is sent, which may be after the dapp has it.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(wallet.requests.map((r) => r.method)).toEqual(['personal_sign'])
  })
})

describe.skipIf(!postgres)('WalletConnect across two cloud processes', () => {
  type Client = Awaited<ReturnType<typeof SignClient.init>>
  const network = blockOutsideFetch()
  const clouds: SpawnedCloud[] = []
  const anvils: AnvilProcess[] = []
  let wallet: TestWalletConnectWallet | undefined
  let dapp: Client | undefined

  afterAll(async () => {
    await wallet?.close()
    await dapp?.core.relayer.transportClose().catch(() => undefined)
    dapp?.core.heartbeat.stop()
    await Promise.all(clouds.map((cloud) => cloud.stop('SIGTERM')))
    await Promise.all(anvils.map((anvil) => anvil.stop()))
    network.restore()
    expect(network.outside).toEqual([])
  })

  it('pairs a dapp on process A with the test wallet on process B: personal_sign and a transaction', async () => {
    const [mainJs, chain] = await Promise.all([
      buildCloudEntry('relay-postgres'),
      startAnvil({ chainId: 1, port: 0, stateFile: join(dir, 'upstream-1.json') }),
    ])
    anvils.push(chain)
    const admin = await createPgStore((postgres as TestPostgres).url)
    await admin.exec('create database relay_two')
    await admin.close()
    const env = {
      DATABASE_URL: (postgres as TestPostgres).url.replace(/\/postgres$/, '/relay_two'),
      AIRLOCK_UPSTREAM_RPC_URLS: `1=${chain.rpcUrl}`,
      AIRLOCK_SEED_UPSTREAM: '1',
    }
    const spawn = async (name: string, relayPort: number) =>
      spawnCloud({
        mainJs,
        port: await freePort(),
        dataDir: join(dir, name),
        chainPorts: [{ chainId: 1, port: await freePort() }],
        env: { ...env, AIRLOCK_RELAY_PORT: String(relayPort) },
      })
    const [relayA, relayB] = [await freePort(), await freePort()]
    const [a, b] = (await Promise.all([spawn('a', relayA), spawn('b', relayB)])) as [
      SpawnedCloud,
      SpawnedCloud,
    ]
    clouds.push(a, b)

    dapp = await SignClient.init({
      projectId: 'airlock-test',
      relayUrl: `ws://127.0.0.1:${relayA}`,
      customStoragePrefix: 'relay-postgres-process-dapp',
      storage: memoryStorage() as never,
      telemetryEnabled: false,
      logger: 'silent',
      metadata: { name: 'dapp', description: 'dapp', url: 'http://127.0.0.1', icons: [] },
    })
    wallet = await createTestWalletConnectWallet({
      relayUrl: `ws://127.0.0.1:${relayB}`,
      projectId: 'airlock-test',
      privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
      // The wallet's chain reads and its raw transaction go through B's RPC proxy.
      rpcUrls: { 1: `${b.url}/v1/?chainId=eip155:1&projectId=airlock-test` },
    })
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:1'],
          methods: ['personal_sign', 'eth_sendTransaction'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
    await wallet.pair(uri ?? '')
    const session = await approval()
    const address = wallet.address
    const message = stringToHex('Signed across two cloud processes')
    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [message, address] },
    })
    expect(await verifyMessage({ address, message: { raw: message }, signature })).toBe(true)
    const to = '0x000000000000000000000000000000000000bEEF'
    const hash = await dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: address, to, value: `0x${parseEther('0.02').toString(16)}` }],
      },
    })
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe(
      'success',
    )
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.02'))
    expect(a.output() + b.output()).not.toMatch(/\[relay\].*(failed|error)/i)
  })
})

function memoryStorage() {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async () => [...items.entries()],
    getItem: async (key: string) => items.get(key),
    setItem: async (key: string, value: unknown) => {
      items.set(key, value)
    },
    removeItem: async (key: string) => {
      items.delete(key)
    },
  }
}
