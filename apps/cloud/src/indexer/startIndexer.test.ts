import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Store } from '@airlock/store'
import {
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  http,
  type PublicClient,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestStore } from '../../test/support/createTestStore'
import { TEST_ACCOUNTS } from '../chains/constants'
import { rpcCall } from '../chains/rpcCall'
import { startChains } from '../chains/startChains'
import { seed } from '../seed/seed'
import { seedToken } from '../seed/seedToken'
import type { ChainsHandle, RunningChain } from '../server/types'
import { indexChainStep } from './indexChainStep'
import { startIndexer } from './startIndexer'

let dir: string
let store: Store
let chains: ChainsHandle
let chain: RunningChain

const [account0, account1, account2] = TEST_ACCOUNTS as [
  `0x${string}`,
  `0x${string}`,
  `0x${string}`,
]

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-indexer-'))
  store = await createTestStore(dir)
  chains = await startChains({ config: { dataDir: dir, chains: [{ chainId: 8453, port: 0 }] } })
  chain = chains.chains[0] as RunningChain
  await seed({ chains, store })
})
afterAll(async () => {
  await chains?.stop()
  await store?.close()
  await rm(dir, { recursive: true, force: true })
})

async function send(
  from: `0x${string}`,
  request: { to: `0x${string}`; value?: bigint; data?: `0x${string}` },
) {
  const wallet = createWalletClient({ transport: http(chain.rpcUrl) })
  const hash = await wallet.sendTransaction({ account: from, chain: null, ...request })
  // anvil answers with the hash before its miner seals the block (seen under load): the tests
  // index "what is mined", so they wait for it.
  await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  return hash
}

type Row = {
  tx_hash: string
  kind: string
  from_address: string
  to_address: string
  value: string
  token_address: string | null
}
async function rowsOf(txHash: string): Promise<Row[]> {
  const { rows } = await store.query<Row>(
    'select tx_hash, kind, from_address, to_address, value, token_address from transfers where tx_hash = $1 order by log_index',
    [txHash],
  )
  return rows
}
async function countTransfers(): Promise<number> {
  const { rows } = await store.query<{ n: number }>('select count(*)::int as n from transfers')
  return rows[0]?.n ?? 0
}

describe('startIndexer', () => {
  test('indexes the seed: native, ERC-20 (mints included) and ERC-721 transfers', async () => {
    const indexer = await startIndexer({ chains, store })
    await indexer.synced()
    await indexer.stop()
    const { rows } = await store.query<{ kind: string; n: number }>(
      'select kind, count(*)::int as n from transfers group by kind order by kind',
    )
    // 3 ERC-20 deployments x 10 mints + 11 ERC-20 transfers; 6 native; 3 NFT mints + 1 NFT transfer.
    expect(rows).toEqual([
      { kind: 'erc20', n: 41 },
      { kind: 'erc721', n: 4 },
      { kind: 'native', n: 6 },
    ])
    const { rows: spam } = await store.query<{ to_address: string; value: string }>(
      `select to_address, value from transfers where token_address = $1 and from_address <> '0x0000000000000000000000000000000000000000'`,
      [seedToken('free').address.toLowerCase()],
    )
    expect(spam).toEqual([{ to_address: account0.toLowerCase(), value: '1' }])
  })

  test('follows new blocks while running, and resumes after a restart without duplicates', async () => {
    const indexer = await startIndexer({ chains, store, pollIntervalMs: 50 })
    const native = await send(account1, { to: account2, value: 123n })
    const token = await send(account2, {
      to: seedToken('usdc').address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account0, 5_000_000n],
      }),
    })
    // The running loop picks them up without synced() being called.
    const deadline = Date.now() + 10_000
    while ((await rowsOf(token)).length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await rowsOf(native)).toEqual([
      {
        tx_hash: native,
        kind: 'native',
        from_address: account1.toLowerCase(),
        to_address: account2.toLowerCase(),
        value: '123',
        token_address: null,
      },
    ])
    expect(await rowsOf(token)).toEqual([
      {
        tx_hash: token,
        kind: 'erc20',
        from_address: account2.toLowerCase(),
        to_address: account0.toLowerCase(),
        value: '5000000',
        token_address: seedToken('usdc').address.toLowerCase(),
      },
    ])
    await indexer.stop()

    const before = await countTransfers()
    const afterStop = await send(account0, { to: account1, value: 1n })
    const restarted = await startIndexer({ chains, store })
    await restarted.synced()
    await restarted.stop()
    expect(await countTransfers()).toBe(before + 1)
    expect(await rowsOf(afterStop)).toHaveLength(1)
  })

  test('once caught up, a step reads no block again (past block 9, where text order breaks)', async () => {
    const indexer = await startIndexer({ chains, store })
    await indexer.synced()
    await indexer.stop()
    const head = await chain.client.getBlockNumber()
    expect(head).toBeGreaterThan(20n)
    expect(await indexChainStep(chain, store)).toEqual({
      chainId: 8453,
      indexed: head,
      head,
      read: 0,
    })
  })

  test('indexing the same blocks again writes nothing twice', async () => {
    const before = await countTransfers()
    await store.query('delete from indexed_blocks where chain_id = 8453')
    const indexer = await startIndexer({ chains, store })
    await indexer.synced()
    await indexer.stop()
    expect(await countTransfers()).toBe(before)
  })

  test('a node that stops answering during the check keeps the history (no false reset)', async () => {
    const indexer = await startIndexer({ chains, store })
    await indexer.synced()
    await indexer.stop()
    await send(account0, { to: account1, value: 3n })
    const before = await countTransfers()
    // The real node answers the head; reading a block fails the way a node going down does.
    const dying = createPublicClient({
      transport: custom(
        {
          request: async ({ method, params }) => {
            if (method === 'eth_getBlockByNumber') throw new TypeError('fetch failed')
            return chain.client.request({ method, params } as never)
          },
        },
        { retryCount: 0 },
      ),
    }) as PublicClient
    await expect(indexChainStep({ ...chain, client: dying }, store)).rejects.toThrow()
    expect(await countTransfers()).toBe(before)
  })

  test('drops what a chain no longer has when it goes back (state lost, reset)', async () => {
    const indexer = await startIndexer({ chains, store, pollIntervalMs: 50 })
    await indexer.synced()
    await rpcCall(chain.rpcUrl, 'anvil_reset', [])
    const fresh = await send(account0, { to: account1, value: 9n })
    await indexer.synced()
    await indexer.stop()
    const { rows } = await store.query<{ tx_hash: string }>('select tx_hash from transfers')
    expect(rows).toEqual([{ tx_hash: fresh }])
  })

  test('a discovered token gets its name, symbol and decimals', async () => {
    const { rows } = await store.query<{ symbol: string; decimals: number; source: string }>(
      'select symbol, decimals, source from tokens where chain_id = 8453 and address = $1',
      [seedToken('usdc').address.toLowerCase()],
    )
    expect(rows).toEqual([{ symbol: 'USDC', decimals: 6, source: 'seed' }])
  })
})
