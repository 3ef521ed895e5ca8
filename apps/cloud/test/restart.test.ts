import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createStore } from '@airlock/store'
import { createPublicClient, createWalletClient, getAddress, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SpawnedCloud, spawnCloud } from '../load/spawnCloud'
import { TEST_MNEMONIC } from '../src/chains/constants'
import { freePort } from './startTestCloud'
import { buildCloudEntry } from './support/buildCloudEntry'
import { copyStoreTemplate } from './support/createTestStore'

// The short version of the load test's crash check: a real process, killed with SIGKILL while
// requests are in flight, restarted on the same data; everything it acknowledged is still there.
const query = 'projectId=airlock-test&st=test&sv=0.0.0'

let mainJs: string
let dataDir: string
let ports: { port: number; chainPorts: { chainId: number; port: number }[] }
let cloud: SpawnedCloud | undefined

beforeAll(async () => {
  // The test runs the cloud the way `pnpm start` does: bundled, in its own process.
  mainJs = await buildCloudEntry('restart-test')
  dataDir = await mkdtemp(join(tmpdir(), 'airlock-restart-'))
  await copyStoreTemplate(dataDir)
  ports = {
    port: await freePort(),
    // One chain is enough to show its state survives; a second would only add start time.
    chainPorts: [{ chainId: 1, port: await freePort() }],
  }
}, 120_000)
afterAll(async () => {
  await cloud?.stop('SIGKILL')
  await rm(dataDir, { recursive: true, force: true })
})

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const res = await fetch(`${url}/v1/?chainId=eip155:1&projectId=airlock-test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await res.json()) as { result?: unknown; error?: unknown }
  if (body.error) throw new Error(JSON.stringify(body.error))
  return body.result
}

function postEvent(url: string, eventId: string): Promise<boolean> {
  return fetch(`${url}/e?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
    body: JSON.stringify({
      eventId,
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: Date.now(),
      props: { type: 'track', event: 'RESTART_TEST' },
    }),
  }).then(
    (res) => res.status === 202,
    () => false,
  )
}

describe('a cloud killed with SIGKILL mid-run', () => {
  it('keeps every acknowledged event and the chain state after a restart', async () => {
    cloud = await spawnCloud({ mainJs, dataDir, ...ports })
    const recipient = getAddress(`0x${randomUUID().replace(/-/g, '').padEnd(40, '7')}`)
    // A real transfer, signed here and sent through the RPC proxy like a wallet would.
    const wallet = createWalletClient({
      account: mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 5 }),
      chain: mainnet,
      transport: http(`${cloud.url}/v1/?chainId=eip155:1&projectId=airlock-test`),
    })
    const hash = await wallet.sendTransaction({ to: recipient, value: 12_345n })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    // Mined before the kill: anvil answers with the hash before its miner seals the block.
    await createPublicClient({
      chain: mainnet,
      transport: http(`${cloud.url}/v1/?chainId=eip155:1&projectId=airlock-test`),
    }).waitForTransactionReceipt({ hash, pollingInterval: 20 })

    // Events flow in on 4 connections; the process is killed while they do.
    const acknowledged: string[] = []
    let running = true
    const url = cloud.url
    const senders = Array.from({ length: 4 }, async () => {
      while (running) {
        const id = randomUUID()
        if (await postEvent(url, id)) acknowledged.push(id)
      }
    })
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20))
    await cloud.stop('SIGKILL')
    running = false
    await Promise.all(senders)
    const before = acknowledged.length

    cloud = await spawnCloud({ mainJs, dataDir, ...ports })
    expect(await rpc(cloud.url, 'eth_getBalance', [recipient, 'latest'])).toBe('0x3039')
    const history = await fetch(
      `${cloud.url}/v1/account/${recipient}/history?${query}&chainId=eip155:1`,
    ).then((res) => res.json() as Promise<{ data: { metadata: { hash: string } }[] }>)
    expect(history.data.map((item) => item.metadata.hash)).toContain(hash)
    await cloud.stop('SIGTERM')
    cloud = undefined

    const store = await createStore({ dataDir })
    try {
      const { rows } = await store.query<{ event_id: string }>(
        'select event_id from analytics_events where event_id = any($1::text[])',
        [acknowledged],
      )
      expect(rows.length).toBe(before)
    } finally {
      await store.close()
    }
  }, 180_000)
})
