import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  base,
  createAirlockCore,
  createHttpClient,
  filterBalances,
  filterTransactions,
  getBalance,
  getGasPrice,
  getIdentity,
  getSupportedChains,
  getTokenPrices,
  getTransactionHistory,
  type HttpClient,
  HttpRequestError,
  mainnet,
  type Network,
  type Transaction,
  withCloudRpc,
} from '@airlock/core'
import { createPublicClient, defineChain, http, RpcError } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TEST_ACCOUNTS } from '../src/chains/constants'
import { seedToken } from '../src/seed/seedToken'
import { SOLANA_CAIP_IDS } from '../src/solana/constants'
import { startTestCloud, type TestCloud } from './startTestCloud'
import { copyStoreTemplate } from './support/createTestStore'

// core's typed HTTP clients against this server: each client validates the response shape it
// reads, so a drift between client and server fails here.

let dataDir: string
let cloud: TestCloud
let client: HttpClient

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'airlock-core-clients-'))
  await copyStoreTemplate(dataDir)
  cloud = await startTestCloud({ dataDir })
  client = createHttpClient({
    baseUrl: cloud.url,
    projectId: 'airlock-test',
    sdkType: 'airlock',
    sdkVersion: 'react-0.0.0',
  })
})
afterAll(async () => {
  await cloud?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

const account0 = TEST_ACCOUNTS[0] as `0x${string}`

describe("core's Blockchain API clients against the local cloud", () => {
  test('getSupportedChains', async () => {
    expect(await getSupportedChains(client)).toEqual({
      http: ['eip155:1', 'eip155:8453', ...SOLANA_CAIP_IDS],
      ws: SOLANA_CAIP_IDS,
    })
  })

  test('getBalance, then the SPEC §5 filter drops the 0-decimal token', async () => {
    const { balances } = await getBalance(client, {
      address: account0,
      chainId: 'eip155:8453',
      currency: 'usd',
      forceUpdate: [`eip155:8453:${seedToken('usdc').address}`],
    })
    expect(balances.map((b) => b.symbol)).toEqual(['ETH', 'USDC', 'AIR', 'WHOLE'])
    expect(balances[0]).not.toHaveProperty('address')
    expect(balances[1]).toMatchObject({
      address: `eip155:8453:${seedToken('usdc').address}`,
      chainId: 'eip155:8453',
      price: 1,
      quantity: { decimals: '6', numeric: '10134.5' },
      value: 10134.5,
    })
    expect(filterBalances(balances).map((b) => b.symbol)).toEqual(['ETH', 'USDC', 'AIR'])
  })

  test('getTransactionHistory pages with its cursor; the SPEC §5 filter drops the spam', async () => {
    const all: Transaction[] = []
    let cursor: string | null = null
    do {
      const page: { data: Transaction[]; next: string | null } = await getTransactionHistory(
        client,
        {
          address: account0,
          chainId: 'eip155:1',
          cursor,
        },
      )
      all.push(...page.data)
      cursor = page.next
    } while (cursor)
    // 24 seeded (test/blockchain.test.ts), one of them the spam airdrop.
    expect(all).toHaveLength(24)
    const shown = filterTransactions(all, 'eip155:1')
    expect(shown).toHaveLength(23)
    expect(shown.some((tx) => tx.transfers.some((t) => t.nft_info?.flags.is_spam))).toBe(false)
    expect(filterTransactions(all, 'eip155:8453')).toEqual([])

    const onramp = await getTransactionHistory(client, { address: account0, onramp: 'coinbase' })
    expect(onramp).toEqual({ data: [], next: null })
  })

  test('getIdentity: a seeded name with its avatar, and nulls for an address without one', async () => {
    const alice = await getIdentity(client, {
      address: TEST_ACCOUNTS[8] as string,
      sender: TEST_ACCOUNTS[1],
    })
    expect(alice).toEqual({
      name: 'alice.airlock',
      avatar: `${cloud.url}/public/getAvatarImage/alice.airlock?projectId=airlock-test&st=airlock&sv=react-0.0.0`,
    })
    expect((await fetch(alice.avatar as string)).status).toBe(200)
    expect(await getIdentity(client, { address: account0, sender: TEST_ACCOUNTS[1] })).toEqual({
      name: null,
      avatar: null,
    })
  })

  test('getTokenPrices', async () => {
    const { fungibles } = await getTokenPrices(client, {
      currency: 'usd',
      addresses: [`eip155:1:${seedToken('usdc').address}`, `eip155:1:${seedToken('air').address}`],
    })
    expect(fungibles.map(({ symbol, price }) => ({ symbol, price }))).toEqual([
      { symbol: 'USDC', price: 1 },
      { symbol: 'AIR', price: 2.5 },
    ])
  })

  test('getGasPrice', async () => {
    const gas = await getGasPrice(client, { chainId: 'eip155:8453' })
    expect(BigInt(gas.standard)).toBeGreaterThan(0n)
    expect(BigInt(gas.instant)).toBeGreaterThan(BigInt(gas.standard))
  })

  test('bad input surfaces as HttpRequestError with the status', async () => {
    const error = await getBalance(client, { address: '0x1234', currency: 'usd' }).catch((e) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).message).toContain('HTTP status code: 400')
    const badCursor = await getTransactionHistory(client, {
      address: account0,
      cursor: 'nope',
    }).catch((e) => e)
    expect(badCursor).toBeInstanceOf(HttpRequestError)
  })

  test("withCloudRpc: core's networks read the chains through this cloud's RPC proxy", async () => {
    // How a dapp talks to a chain with core's helper: viem over the URL withCloudRpc builds.
    const clientOf = (network: Network) =>
      createPublicClient({
        chain: defineChain({
          id: network.id as number,
          name: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: network.rpcUrls,
        }),
        cacheTime: 0,
        transport: http(undefined, { retryCount: 0 }),
      })
    for (const network of [mainnet, base]) {
      const routed = withCloudRpc(network, { host: cloud.url, projectId: 'airlock-test' })
      expect(routed.rpcUrls.default.http).toEqual([
        `${cloud.url}/v1/?chainId=eip155%3A${network.id}&projectId=airlock-test`,
      ])
      const viaCloud = clientOf(routed)
      const node = cloud.chains.get(network.id as number)?.client
      expect(node).toBeDefined()
      expect(await viaCloud.getChainId()).toBe(network.id)
      const [head, nodeHead] = await Promise.all([
        viaCloud.getBlockNumber(),
        node?.getBlockNumber(),
      ])
      expect(head).toBe(nodeHead)
      expect(head).toBeGreaterThan(20n)
      const balance = await viaCloud.getBalance({ address: account0 })
      expect(balance).toBe(await node?.getBalance({ address: account0 }))
      expect(balance).toBeGreaterThan(0n)
    }
    // A plain JSON-RPC POST on the same URL, as a wallet without viem would send it.
    const [url] = withCloudRpc(base, { host: `${cloud.url}/`, projectId: 'airlock-test' }).rpcUrls
      .default.http
    const raw = await fetch(url as string, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    expect(await raw.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x2105' })
    // A project the cloud does not know is refused (HTTP 403), not served.
    const refused = await clientOf(withCloudRpc(mainnet, { host: cloud.url, projectId: 'nobody' }))
      .getBlockNumber()
      .catch((error: unknown) => error)
    // The proxy's 403 is JSON-RPC, so viem reads its error object: code and message survive.
    expect(refused).toBeInstanceOf(RpcError)
    expect(refused).toMatchObject({ code: -32001, details: 'Invalid App Configuration' })
  })

  test("a core given only the deployment URL reaches this cloud's API, registry and RPC proxy", async () => {
    const core = createAirlockCore({
      projectId: 'airlock-test',
      deploymentUrl: cloud.url,
      networks: [mainnet, base],
    })
    const { apiUrl, registryUrl, relayUrl, networks } = core.options
    expect(relayUrl).toBe(`${cloud.url.replace(/^http/, 'ws')}/relay`)
    const api = createHttpClient({
      baseUrl: apiUrl,
      projectId: 'airlock-test',
      sdkType: 'airlock',
      sdkVersion: 'react-0.0.0',
    })
    expect((await getSupportedChains(api)).http).toContain('eip155:8453')
    const registry = await fetch(
      `${registryUrl}/getWallets?page=1&entries=4&projectId=airlock-test&st=test&sv=0.0.0`,
      {
        headers: { origin: 'http://127.0.0.1:5173' },
      },
    )
    expect(registry.status).toBe(200)
    expect(((await registry.json()) as { count: number }).count).toBeGreaterThan(0)
    for (const network of networks) {
      expect(network.rpcUrls.default.http[0]?.startsWith(`${cloud.url}/v1/?`)).toBe(true)
      const rpc = createPublicClient({
        chain: defineChain({ ...network, id: network.id as number }),
        transport: http(),
      })
      expect(await rpc.getBalance({ address: account0 })).toBeGreaterThan(0n)
    }
  })
})
