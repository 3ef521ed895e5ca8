import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TEST_ACCOUNTS, TEST_MNEMONIC } from '../src/chains/constants'
import { defineLocalChain } from '../src/chains/defineLocalChain'
import { seedToken } from '../src/seed/seedToken'
import { SOLANA_CAIP_IDS } from '../src/solana/constants'
import { startTestCloud, type TestCloud } from './startTestCloud'
import { copyStoreTemplate } from './support/createTestStore'

// Contract tests of the Blockchain API (SPEC §7) against the whole cloud: real chains, real
// indexer, real HTTP. Shapes are those core's typed clients read (see coreClients.test.ts).

let dataDir: string
let cloud: TestCloud
const startups: number[] = []

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'airlock-blockchain-'))
  await copyStoreTemplate(dataDir)
  cloud = await startTestCloud({ dataDir })
  startups.push(cloud.startupMs)
})
afterAll(async () => {
  await cloud?.stop()
  await rm(dataDir, { recursive: true, force: true })
  console.info(`cloud start-up: first ${startups[0]} ms, after a restart ${startups[1]} ms`)
})

const account0 = TEST_ACCOUNTS[0] as `0x${string}`
const sender = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 5 })
const recipient = '0x00000000000000000000000000000000000a11c0'

type Json = Record<string, unknown>
type Balance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}
type Tx = {
  id: string
  metadata: {
    hash: string
    minedAt: string
    chain: string
    sentFrom: string
    sentTo: string
    status: string
    operationType: string
  }
  transfers: {
    fungible_info?: { symbol: string }
    nft_info?: { name: string; flags: { is_spam: boolean } }
    direction: string
    quantity: { numeric: string }
    value: number
    price: number
  }[]
}

async function get(
  path: string,
  params: Record<string, string> = {},
): Promise<{ status: number; body: Json }> {
  const response = await fetch(cloud.at(path, params))
  return { status: response.status, body: (await response.json()) as Json }
}
async function balances(address: string, chainId: string): Promise<Balance[]> {
  const { status, body } = await get(`/v1/account/${address}/balance`, { currency: 'usd', chainId })
  expect(status).toBe(200)
  return body.balances as Balance[]
}
async function history(address: string, params: Record<string, string>) {
  const { status, body } = await get(`/v1/account/${address}/history`, params)
  expect(status).toBe(200)
  return body as { data: Tx[]; next: string | null }
}
async function allHistory(
  address: string,
  chainId: string,
): Promise<{ pages: number; data: Tx[] }> {
  const data: Tx[] = []
  let cursor: string | null = null
  let pages = 0
  do {
    const page = await history(address, cursor ? { chainId, cursor } : { chainId })
    data.push(...page.data)
    cursor = page.next
    pages += 1
  } while (cursor && pages < 50)
  return { pages, data }
}
function rpcUrl(chainId: string, projectId = 'airlock-test'): string {
  return `${cloud.url}/v1/?chainId=${encodeURIComponent(chainId)}&projectId=${projectId}`
}
async function rpc(chainId: string, body: string, projectId?: string) {
  const response = await fetch(rpcUrl(chainId, projectId), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  return { status: response.status, body: (await response.json()) as Json | Json[] }
}

describe('Blockchain API', () => {
  test('supported chains are the CAIP-2 ids of the running chains', async () => {
    const { status, body } = await get('/v1/supported-chains')
    expect(status).toBe(200)
    expect(body).toEqual({
      http: ['eip155:1', 'eip155:8453', ...SOLANA_CAIP_IDS],
      ws: SOLANA_CAIP_IDS,
    })
  })

  test('a transfer sent through the RPC proxy shows in balance and history', async () => {
    const chain = defineLocalChain(8453, rpcUrl('eip155:8453'))
    const wallet = createWalletClient({ account: sender, chain, transport: http() })
    const client = createPublicClient({ chain, transport: http() })
    const native = await wallet.sendTransaction({ to: recipient, value: parseEther('0.5') })
    const token = await wallet.writeContract({
      address: seedToken('usdc').address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('12.34', 6)],
    })
    expect(
      (await client.waitForTransactionReceipt({ hash: token, pollingInterval: 50 })).status,
    ).toBe('success')

    // Balances are read live from the chain.
    const held = await balances(recipient, 'eip155:8453')
    expect(held).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:8453',
        value: 1575,
        price: 3150,
        quantity: { decimals: '18', numeric: '0.5' },
        iconUrl: expect.stringMatching(/\/public\/getTokenImage\/ETH\?projectId=airlock-test/),
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:8453',
        address: `eip155:8453:${seedToken('usdc').address}`,
        value: 12.34,
        price: 1,
        quantity: { decimals: '6', numeric: '12.34' },
        iconUrl: expect.stringMatching(/\/public\/getTokenImage\/USDC\?/),
      },
    ])
    // The icon URL it gives loads.
    expect((await fetch(held[1]?.iconUrl as string)).headers.get('content-type')).toMatch(/svg/)

    // History comes from the indexer.
    await cloud.indexer.synced()
    const page = await history(recipient, { chainId: 'eip155:8453' })
    expect(page.next).toBeNull()
    expect(page.data.map((tx) => tx.metadata.hash)).toEqual([token, native])
    expect(page.data[0]).toMatchObject({
      metadata: {
        chain: 'eip155:8453',
        sentFrom: sender.address,
        sentTo: seedToken('usdc').address,
        status: 'confirmed',
        operationType: 'receive',
      },
      transfers: [
        {
          fungible_info: { symbol: 'USDC' },
          direction: 'in',
          quantity: { numeric: '12.34' },
          price: 1,
        },
      ],
    })
    expect(page.data[1]?.transfers).toMatchObject([
      {
        fungible_info: { symbol: 'ETH' },
        direction: 'in',
        quantity: { numeric: '0.5' },
        value: 1575,
      },
    ])
    expect(Date.parse(page.data[0]?.metadata.minedAt ?? '')).toBeGreaterThan(Date.now() - 600_000)

    const sent = await history(sender.address, { chainId: 'eip155:8453' })
    expect(sent.data[0]?.metadata.hash).toBe(token)
    expect(sent.data[0]?.transfers[0]?.direction).toBe('out')
    // Nothing happened to it on the other chain.
    expect((await history(recipient, { chainId: 'eip155:1' })).data).toEqual([])
  })

  test('history pages: newest first, 20 a page, an opaque cursor, no overlap', async () => {
    const first = await history(account0, { chainId: 'eip155:1' })
    expect(first.data).toHaveLength(20)
    expect(first.next).toEqual(expect.any(String))
    const { pages, data } = await allHistory(account0, 'eip155:1')
    // The seed gives account 0 on each chain 24 transactions: 3 token mints at deployment,
    // 5 transfers from or to it, 12 small transfers to it, a PASS mint, a spam NFT and the NFT
    // seed's two ERC-1155 badge mints.
    expect(pages).toBe(2)
    expect(data).toHaveLength(24)
    expect(new Set(data.map((tx) => tx.id)).size).toBe(24)
    const times = data.map((tx) => Date.parse(tx.metadata.minedAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(data.every((tx) => tx.metadata.chain === 'eip155:1')).toBe(true)
    // Without chainId, both chains.
    expect((await allHistory(account0, '')).data).toHaveLength(48)
  })

  test('NFT transfers carry the spam flag of their collection', async () => {
    const { data } = await allHistory(account0, 'eip155:1')
    const nfts = data.flatMap((tx) => tx.transfers.flatMap((t) => (t.nft_info ? [t.nft_info] : [])))
    expect(nfts).toEqual([
      expect.objectContaining({ name: 'Silver Badge', flags: { is_spam: false } }),
      expect.objectContaining({ name: 'Gold Badge', flags: { is_spam: false } }),
      expect.objectContaining({ name: 'Bronze Badge', flags: { is_spam: false } }),
      expect.objectContaining({ name: 'Free Airdrop Voucher #1', flags: { is_spam: true } }),
      expect.objectContaining({ name: 'Airlock Pass #1', flags: { is_spam: false } }),
    ])
  })

  test('the raw balance includes the 0-decimal token (the client filters it, SPEC §5)', async () => {
    const held = await balances(account0, 'eip155:1')
    expect(held.map((b) => b.symbol)).toEqual(['ETH', 'USDC', 'AIR', 'WHOLE'])
    expect(held.find((b) => b.symbol === 'WHOLE')).toMatchObject({
      quantity: { decimals: '0', numeric: '93' },
      address: `eip155:1:${seedToken('whole').address}`,
    })
  })

  test('prices, gas prices and identity', async () => {
    const response = await fetch(cloud.at('/v1/fungible/price'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        currency: 'usd',
        projectId: 'airlock-test',
        addresses: [
          `eip155:1:${seedToken('air').address}`,
          'eip155:8453:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
          'eip155:1:0x0000000000000000000000000000000000000001',
        ],
      }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      fungibles: [
        expect.objectContaining({ symbol: 'AIR', name: 'Airlock Token', price: 2.5 }),
        expect.objectContaining({ symbol: 'ETH', price: 3150 }),
      ],
    })

    const gas = await get('/v1/convert/gas-price', { chainId: 'eip155:1' })
    expect(gas.status).toBe(200)
    const { standard, fast, instant } = gas.body as {
      standard: string
      fast: string
      instant: string
    }
    expect(BigInt(standard)).toBeGreaterThan(0n)
    expect(BigInt(fast)).toBeGreaterThan(BigInt(standard))
    expect(BigInt(instant)).toBeGreaterThan(BigInt(fast))
  })

  test('identity: the seeded names of accounts 8 and 9 with avatars this cloud serves', async () => {
    const alice = await get(`/v1/identity/${TEST_ACCOUNTS[8]}`, {
      sender: TEST_ACCOUNTS[1] as string,
    })
    expect(alice).toEqual({
      status: 200,
      body: {
        name: 'alice.airlock',
        avatar: cloud.at('/public/getAvatarImage/alice.airlock'),
      },
    })
    const avatar = await fetch(alice.body.avatar as string)
    expect(avatar.status).toBe(200)
    expect(avatar.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(await avatar.text()).toMatch(/^<svg[^>]*>.*>AA<\/text><\/svg>$/)
    // Lower case finds it too; account 9 is bob.
    expect((await get(`/v1/identity/${(TEST_ACCOUNTS[9] as string).toLowerCase()}`)).body).toEqual({
      name: 'bob.airlock',
      avatar: cloud.at('/public/getAvatarImage/bob.airlock'),
    })
    // The demo's default account and an unknown address have no name.
    for (const address of [account0, recipient])
      expect((await get(`/v1/identity/${address}`)).body).toEqual({ name: null, avatar: null })
    // A name registered later (the names service) is read from the same table; an avatar that is
    // not ours passes through.
    await cloud.store.query(
      "insert into names (name, address, avatar) values ('carol.airlock', $1, 'https://img.example/c.png')",
      [getAddress(recipient)],
    )
    expect((await get(`/v1/identity/${recipient}`)).body).toEqual({
      name: 'carol.airlock',
      avatar: 'https://img.example/c.png',
    })
    // Seeded names were registered first: a later name for account 8 does not replace alice.
    await cloud.store.query(
      "insert into names (name, address, avatar) values ('alice2.airlock', $1, null)",
      [TEST_ACCOUNTS[8]],
    )
    expect((await get(`/v1/identity/${TEST_ACCOUNTS[8]}`)).body.name).toBe('alice.airlock')
  })

  test.each<[string, string, Record<string, string>, string]>([
    [
      'balance of a malformed address',
      `/v1/account/0x123/balance`,
      { currency: 'usd' },
      'Invalid address',
    ],
    ['history of a malformed address', `/v1/account/not-an-address/history`, {}, 'Invalid address'],
    [
      'identity of a malformed address',
      `/v1/identity/0xZZ${'0'.repeat(38)}`,
      {},
      'Invalid address',
    ],
    [
      'identity with a malformed sender',
      `/v1/identity/${account0}`,
      { sender: 'bob' },
      'Invalid address',
    ],
    [
      'balance on an unknown chain',
      `/v1/account/${account0}/balance`,
      { chainId: 'eip155:5' },
      'Unsupported chain',
    ],
    [
      'balance on a Solana chain',
      `/v1/account/${account0}/balance`,
      { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
      'Unsupported chain',
    ],
    [
      'history on an unknown chain',
      `/v1/account/${account0}/history`,
      { chainId: '10' },
      'Unsupported chain',
    ],
    ['gas price without a chain', '/v1/convert/gas-price', {}, 'Unsupported chain'],
    ...[
      'eip155:abc',
      'eip155:1:0x01',
      'eip155:',
      '0',
      '-1',
      '1e3',
      'eip155:0x1',
      '9'.repeat(30),
    ].map((chainId): [string, string, Record<string, string>, string] => [
      `gas price with a malformed chainId ${chainId}`,
      '/v1/convert/gas-price',
      { chainId },
      'Unsupported chain',
    ]),
    [
      'a bad cursor',
      `/v1/account/${account0}/history`,
      { cursor: 'bm90IGEgY3Vyc29y' },
      'Invalid cursor',
    ],
    [
      'an unknown on-ramp',
      `/v1/account/${account0}/history`,
      { onramp: 'moonpay' },
      'Unsupported onramp',
    ],
    [
      'a currency without prices',
      `/v1/account/${account0}/balance`,
      { currency: 'xyz' },
      'Unsupported currency',
    ],
  ])('%s answers 400 with a JSON error', async (_, path, params, error) => {
    const { status, body } = await get(path, params)
    expect(status).toBe(400)
    expect(body.error).toBe(error)
  })

  test('bad price requests answer 400', async () => {
    const post = (body: string) =>
      fetch(cloud.at('/v1/fungible/price'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
    for (const body of [
      '{not json',
      JSON.stringify({ currency: 'usd', addresses: ['0xabc'] }),
      JSON.stringify({ currency: 'usd', addresses: 'eip155:1:0x0' }),
      JSON.stringify({ currency: 'usd', addresses: Array(101).fill(`eip155:1:${account0}`) }),
    ]) {
      const response = await post(body)
      expect(response.status, body).toBe(400)
      expect(await response.json()).toHaveProperty('error')
    }
  })

  test('the RPC proxy answers batches, and JSON-RPC errors for bad calls', async () => {
    const batch = await rpc(
      'eip155:1',
      JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'anvil_setBalance', params: [account0, '0x1'] },
        { jsonrpc: '2.0', id: 3, method: 'eth_getBalance', params: [recipient, 'latest'] },
      ]),
    )
    expect(batch.status).toBe(200)
    expect(batch.body).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x1' },
      {
        jsonrpc: '2.0',
        id: 2,
        error: {
          code: -32601,
          message: expect.stringContaining('anvil_setBalance'),
          data: { method: 'anvil_setBalance' },
        },
      },
      { jsonrpc: '2.0', id: 3, result: '0x0' },
    ])
    // The numeric chain id works as well as the CAIP-2 one.
    expect((await rpc('8453', '{"jsonrpc":"2.0","id":7,"method":"eth_chainId"}')).body).toEqual({
      jsonrpc: '2.0',
      id: 7,
      result: '0x2105',
    })
    const unknownChain = await rpc('eip155:10', '{"jsonrpc":"2.0","id":4,"method":"eth_chainId"}')
    expect(unknownChain.status).toBe(400)
    expect(unknownChain.body).toMatchObject({ jsonrpc: '2.0', id: 4, error: { code: -32602 } })
    const notJson = await rpc('eip155:1', 'hello')
    expect(notJson).toEqual({
      status: 400,
      body: { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } },
    })
    const emptyBatch = await rpc('eip155:1', '[]')
    expect(emptyBatch.status).toBe(400)
    const unknownProject = await rpc(
      'eip155:1',
      '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
      'nobody',
    )
    expect(unknownProject.status).toBe(403)
    expect(unknownProject.body).toMatchObject({
      jsonrpc: '2.0',
      error: { message: 'Invalid App Configuration' },
    })
  })

  test('bodies over 100 KB answer 413, on the RPC proxy in JSON-RPC', async () => {
    const big = 'x'.repeat(120_000)
    const rpcTooLarge = await rpc(
      'eip155:1',
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ data: big }] }),
    )
    expect(rpcTooLarge).toEqual({
      status: 413,
      body: {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'Payload Too Large', data: { reason: expect.any(String) } },
      },
    })
    const priceTooLarge = await fetch(cloud.at('/v1/fungible/price'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'usd', addresses: [], padding: big }),
    })
    expect(priceTooLarge.status).toBe(413)
    expect(await priceTooLarge.json()).toMatchObject({ error: 'Payload Too Large' })
  })

  test('the RPC proxy takes batches up to 100 and refuses requests without a method', async () => {
    const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'eth_chainId', params: [] })
    const hundred = await rpc(
      'eip155:1',
      JSON.stringify(Array.from({ length: 100 }, (_, i) => call(i))),
    )
    expect(hundred.status).toBe(200)
    expect(hundred.body).toHaveLength(100)
    expect((hundred.body as Json[])[99]).toEqual({ jsonrpc: '2.0', id: 99, result: '0x1' })
    const tooMany = await rpc(
      'eip155:1',
      JSON.stringify(Array.from({ length: 101 }, (_, i) => call(i))),
    )
    expect(tooMany).toEqual({
      status: 400,
      body: {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: expect.stringContaining('more than 100') },
      },
    })

    const noMethod = await rpc('eip155:1', JSON.stringify({ jsonrpc: '2.0', id: 9, params: [] }))
    expect(noMethod).toEqual({
      status: 400,
      body: {
        jsonrpc: '2.0',
        id: 9,
        error: { code: -32600, message: expect.stringContaining('method') },
      },
    })
    // In a batch, only that entry fails; the others are answered by the node.
    const mixed = await rpc(
      'eip155:1',
      JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 42 }, call(2)]),
    )
    expect(mixed).toEqual({
      status: 200,
      body: [
        {
          jsonrpc: '2.0',
          id: 1,
          error: { code: -32600, message: expect.stringContaining('method') },
        },
        { jsonrpc: '2.0', id: 2, result: '0x1' },
      ],
    })
  })

  test('a restart keeps the chains, the seed and the history, without duplicates', async () => {
    const before = await allHistory(recipient, '')
    await cloud.stop()
    cloud = await startTestCloud({ dataDir })
    startups.push(cloud.startupMs)
    expect(await balances(recipient, 'eip155:8453')).toMatchObject([
      { symbol: 'ETH', quantity: { numeric: '0.5' } },
      { symbol: 'USDC', quantity: { numeric: '12.34' } },
    ])
    // Same transactions, same order (icon URLs differ: the restarted cloud has another port).
    const after = await allHistory(recipient, '')
    expect(after.data.map((tx) => [tx.id, tx.metadata, tx.transfers.length])).toEqual(
      before.data.map((tx) => [tx.id, tx.metadata, tx.transfers.length]),
    )
    expect((await allHistory(account0, 'eip155:1')).data).toHaveLength(24)
  })
  // Last: it stops the chain nodes of this cloud.
  test('a chain node that is down gives 502, in JSON-RPC on the proxy; history still answers', async () => {
    await cloud.chains.stop()
    const single = await rpc('eip155:1', '{"jsonrpc":"2.0","id":5,"method":"eth_blockNumber"}')
    expect(single).toEqual({
      status: 502,
      body: { jsonrpc: '2.0', id: 5, error: { code: -32603, message: 'The chain did not answer' } },
    })
    const batch = await rpc(
      'eip155:8453',
      '[{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber"},{"jsonrpc":"2.0","id":2,"method":"eth_chainId"}]',
    )
    expect(batch.status).toBe(502)
    expect(
      (batch.body as Json[]).map((answer) => [answer.id, (answer.error as Json).code]),
    ).toEqual([
      [1, -32603],
      [2, -32603],
    ])
    for (const [path, params] of [
      ['/v1/convert/gas-price', { chainId: 'eip155:1' }],
      [`/v1/account/${account0}/balance`, { chainId: 'eip155:8453', currency: 'usd' }],
    ] as const) {
      expect(await get(path, params)).toEqual({
        status: 502,
        body: { error: 'Chain unavailable', reason: 'the chain node did not answer' },
      })
    }
    // History is served from the store.
    expect((await history(account0, { chainId: 'eip155:1' })).data).toHaveLength(20)
  })
})
