import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TEST_ACCOUNTS, TEST_MNEMONIC } from '../src/chains/constants'
import { defineLocalChain } from '../src/chains/defineLocalChain'
import { rpcCall } from '../src/chains/rpcCall'
import { type AnvilProcess, startAnvil } from '../src/chains/startAnvil'
import { startChains } from '../src/chains/startChains'
import { verifyUpstream } from '../src/chains/verifyUpstream'
import { SOLANA_CAIP_IDS } from '../src/solana/constants'
import { freePort, startTestCloud, type TestCloud } from './startTestCloud'

// The cloud against an upstream node it did not start (issue 16, "real chains"): an anvil this
// test starts stands in for a provider. Chain 1 is the upstream, chain 8453 stays a local anvil
// beside it. The proxy, balances, history and identity work against it; the cloud starts no node
// for it and leaves it running when it stops.

let dir: string
let upstream: AnvilProcess
let cloud: TestCloud | undefined

const account0 = (TEST_ACCOUNTS[0] as string).toLowerCase()
const sender = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 6 })
const recipient = '0x00000000000000000000000000000000000b0b01'

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-upstream-'))
  upstream = await startAnvil({ chainId: 1, port: 0, stateFile: join(dir, 'upstream-1.json') })
}, 60_000)
afterAll(async () => {
  await cloud?.dispose()
  await upstream?.stop()
  await rm(dir, { recursive: true, force: true })
})

function listens(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function getJson<T>(path: string, params: Record<string, string> = {}): Promise<T> {
  const response = await fetch((cloud as TestCloud).at(path, params))
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

type Page = { data: { metadata: { hash: string; chain: string } }[]; next: string | null }
type Balances = { balances: { symbol: string; chainId: string; quantity: { numeric: string } }[] }

describe('an upstream chain (AIRLOCK_UPSTREAM_RPC_URLS)', () => {
  test('proxy, balances, history and identity work against it; the cloud starts and stops no node for it', async () => {
    cloud = await startTestCloud({
      env: { AIRLOCK_UPSTREAM_RPC_URLS: `1=${upstream.rpcUrl}`, AIRLOCK_SEED_UPSTREAM: '1' },
    })
    const [one, base] = cloud.config.chains
    expect(one).toMatchObject({ chainId: 1, upstreamUrl: upstream.rpcUrl })
    expect(base?.upstreamUrl).toBeUndefined()
    // Chain 1 is the upstream: nothing listens on the port a local anvil would have had, and no
    // state file was written for it; chain 8453 is a local anvil as before.
    expect(cloud.chains.get(1)?.rpcUrl).toBe(upstream.rpcUrl)
    expect(await listens(one?.port as number)).toBe(false)
    expect(existsSync(join(cloud.config.dataDir, 'chains', '1.json.pid'))).toBe(false)
    expect(await listens(base?.port as number)).toBe(true)
    expect(existsSync(join(cloud.config.dataDir, 'chains', '8453.json.pid'))).toBe(true)

    expect(await getJson('/v1/supported-chains')).toEqual({
      http: ['eip155:1', 'eip155:8453', ...SOLANA_CAIP_IDS],
      ws: SOLANA_CAIP_IDS,
    })

    // The RPC proxy forwards to the upstream.
    const proxied = `${cloud.url}/v1/?chainId=eip155:1&projectId=airlock-test`
    const chain = defineLocalChain(1, proxied)
    const viaProxy = createPublicClient({ chain, transport: http() })
    expect(await viaProxy.getChainId()).toBe(1)
    expect(await viaProxy.getBlockNumber()).toBe(
      BigInt((await rpcCall(upstream.rpcUrl, 'eth_blockNumber')) as string),
    )

    // AIRLOCK_SEED_UPSTREAM=1 seeded the upstream dev node: the seed's tokens and history.
    const held = await getJson<Balances>(`/v1/account/${account0}/balance`, {
      chainId: 'eip155:1',
      currency: 'usd',
    })
    expect(held.balances.map((b) => b.symbol)).toEqual(['ETH', 'USDC', 'AIR', 'WHOLE'])
    const seeded = await getJson<Page>(`/v1/account/${account0}/history`, { chainId: 'eip155:1' })
    expect(seeded.data).toHaveLength(20)

    // A transfer signed here and sent through the proxy (eth_sendRawTransaction) shows in the
    // balance and the history the indexer read from the upstream.
    const wallet = createWalletClient({ account: sender, chain, transport: http() })
    const hash = await wallet.sendTransaction({ to: recipient, value: parseEther('0.25') })
    await viaProxy.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    await cloud.indexer.synced()
    const history = await getJson<Page>(`/v1/account/${recipient}/history`, {
      chainId: 'eip155:1',
    })
    expect(history.data.map((tx) => tx.metadata.hash)).toEqual([hash])
    const received = await getJson<Balances>(`/v1/account/${recipient}/balance`, {
      chainId: 'eip155:1',
      currency: 'usd',
    })
    expect(received.balances.map((b) => [b.symbol, b.quantity.numeric])).toEqual([['ETH', '0.25']])

    // Identity is the cloud's own data, chains or no chains.
    expect(await getJson(`/v1/identity/${TEST_ACCOUNTS[8]}`)).toEqual({
      name: 'alice.airlock',
      avatar: cloud.at('/public/getAvatarImage/alice.airlock'),
    })

    // Stopping the cloud stops its local anvil, never the upstream.
    const localPort = base?.port as number
    await cloud.dispose()
    cloud = undefined
    expect(await listens(localPort)).toBe(false)
    expect(await rpcCall(upstream.rpcUrl, 'eth_getBalance', [recipient, 'latest'])).toBe(
      `0x${parseEther('0.25').toString(16)}`,
    )
  })

  test('without AIRLOCK_SEED_UPSTREAM an upstream is a real chain: not seeded, followed from its head', async () => {
    const fresh = await startAnvil({ chainId: 8453, port: 0, stateFile: join(dir, 'fresh.json') })
    try {
      // History from before the cloud first followed the chain (blocks 1 and 2) is not read,
      // except the head block it starts at.
      const direct = (index: number) =>
        createWalletClient({
          account: mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index }),
          chain: defineLocalChain(8453, fresh.rpcUrl),
          transport: http(),
        }).sendTransaction({ to: recipient, value: parseEther('0.1') })
      const before = await direct(1)
      await direct(2)
      cloud = await startTestCloud({
        env: { AIRLOCK_UPSTREAM_RPC_URLS: `8453=${fresh.rpcUrl}` },
      })
      expect(await rpcCall(fresh.rpcUrl, 'eth_blockNumber')).toBe('0x2')
      const { rows } = await cloud.store.query('select chain_id from seed_state order by chain_id')
      expect(rows).toEqual([{ chain_id: 1 }])
      const { rows: indexed } = await cloud.store.query<{ first: string }>(
        'select min(block_number)::text as first from indexed_blocks where chain_id = 8453',
      )
      expect(indexed).toEqual([{ first: '2' }])
      const held = await getJson<Balances>(`/v1/account/${account0}/balance`, {
        chainId: 'eip155:8453',
        currency: 'usd',
      })
      expect(held.balances.map((b) => [b.symbol, b.quantity.numeric])).toEqual([['ETH', '10000']])
      const chain = defineLocalChain(
        8453,
        `${cloud.url}/v1/?chainId=eip155:8453&projectId=airlock-test`,
      )
      const wallet = createWalletClient({ account: sender, chain, transport: http() })
      const hash = await wallet.sendTransaction({ to: recipient, value: parseEther('1') })
      await createPublicClient({ chain, transport: http() }).waitForTransactionReceipt({
        hash,
        pollingInterval: 20,
      })
      await cloud.indexer.synced()
      const page = await getJson<Page>(`/v1/account/${recipient}/history`, {
        chainId: 'eip155:8453',
      })
      const hashes = page.data.map((tx) => tx.metadata.hash)
      expect(hashes[0]).toBe(hash)
      expect(hashes).toHaveLength(2)
      expect(hashes).not.toContain(before)
      await cloud.dispose()
      cloud = undefined
      expect(await rpcCall(fresh.rpcUrl, 'eth_chainId')).toBe('0x2105')
    } finally {
      await fresh.stop()
    }
  })

  test('an upstream serving another chain, or none, is refused at start in one line', async () => {
    const refused = startChains({
      config: {
        dataDir: dir,
        chains: [{ chainId: 8453, port: 0, upstreamUrl: upstream.rpcUrl }],
      },
    })
    await expect(refused).rejects.toThrow(
      /^AIRLOCK_UPSTREAM_RPC_URLS: the upstream node for chain 8453 \(http:\/\/127\.0\.0\.1:\d+\) serves chain 1, not 8453$/,
    )
    // The whole cloud refuses to start, and says why.
    await expect(
      startTestCloud({ env: { AIRLOCK_UPSTREAM_RPC_URLS: `8453=${upstream.rpcUrl}` } }),
    ).rejects.toThrow('serves chain 1, not 8453')
    expect(await rpcCall(upstream.rpcUrl, 'eth_chainId')).toBe('0x1')

    // A URL the node refuses (a wrong path or key) is refused at once, not waited for.
    await expect(verifyUpstream(1, `${upstream.rpcUrl}/v2/wrong-key`)).rejects.toThrow(
      /\(http:\/\/127\.0\.0\.1:\d+\) answered eth_chainId with HTTP 404$/,
    )
    const closed = `http://127.0.0.1:${await freePort()}`
    const error = await verifyUpstream(1, closed, 500).catch((e: Error) => e)
    expect(String(error)).toMatch(
      /AIRLOCK_UPSTREAM_RPC_URLS: the upstream node for chain 1 \(http:\/\/127\.0\.0\.1:\d+\) is not reachable \(\w+\)$/,
    )
    expect(String(error)).not.toContain('\n')
  })
})
