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
import { routerAbi, SWAP_CONTRACTS } from '../swap/swapContracts'
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
  request: { to: `0x${string}`; value?: bigint; data?: `0x${string}`; gas?: bigint },
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
    // 3 ERC-20 deployments x 10 mints + 11 ERC-20 transfers; 6 native; 3 NFT mints + 1 NFT
    // transfer, and the NFT seed's 2 MOMENT mints.
    // The swap seed adds, per pooled token, the treasury's mint (3); per ETH pool the token and
    // the WETH moved into the pair and the two LP mints (the locked minimum and the treasury's),
    // 3 x 4; per token pool the two tokens moved in and the two LP mints, 2 x 4; and the three
    // addLiquidityETH calls carry ETH (native). The on-ramp seed mints its treasury each ERC-20
    // it sells (USDC, AIR): 2.
    // Inside each addLiquidityETH the router pays WETH the ETH (3 internal native transfers) and
    // WETH9's Deposit counts as minting WETH to the router (3 ERC-20). The NFT seed's ERC-1155
    // badges: 3 Bronze to account 0 (1 row), Silver and Gold to it in one batch (2), 1 Bronze
    // to account 1 (1).
    expect(rows).toEqual([
      { kind: 'erc1155', n: 1 + 2 + 1 },
      { kind: 'erc20', n: 41 + 3 + 3 * 4 + 2 * 4 + 2 + 3 },
      { kind: 'erc721', n: 6 },
      { kind: 'native', n: 6 + 3 + 3 },
    ])
    const { rows: spam } = await store.query<{ to_address: string; value: string }>(
      `select to_address, value from transfers where token_address = $1 and from_address <> '0x0000000000000000000000000000000000000000'`,
      [seedToken('free').address.toLowerCase()],
    )
    expect(spam).toEqual([{ to_address: account0.toLowerCase(), value: '1' }])
  })

  test('ERC-1155 moves: one row per TransferSingle, one per id of a TransferBatch, with the amount', async () => {
    const { rows } = await store.query<Row & { sub_index: number; amount: string }>(
      `select from_address, to_address, value, amount, sub_index from transfers
       where kind = 'erc1155' and to_address = $1 order by block_number, log_index, sub_index`,
      [account0.toLowerCase()],
    )
    const zero = '0x0000000000000000000000000000000000000000'
    const to = account0.toLowerCase()
    expect(rows).toEqual([
      { from_address: zero, to_address: to, value: '1', amount: '3', sub_index: 0 },
      { from_address: zero, to_address: to, value: '2', amount: '1', sub_index: 0 },
      { from_address: zero, to_address: to, value: '3', amount: '2', sub_index: 1 },
    ])
  })

  test('a swap into ETH records both legs: the token paid and the ETH the router pays inside', async () => {
    const usdc = seedToken('usdc').address
    const router = SWAP_CONTRACTS.router.toLowerCase()
    const weth = SWAP_CONTRACTS.weth.toLowerCase()
    const me = account0.toLowerCase()
    await send(account0, {
      to: usdc,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [SWAP_CONTRACTS.router, 10n ** 30n],
      }),
    })
    const path = [usdc, SWAP_CONTRACTS.weth]
    const [, out] = (await chain.client.readContract({
      address: SWAP_CONTRACTS.router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [2_000_000n, path],
    })) as [bigint, bigint]
    const toEth = await send(account0, {
      to: SWAP_CONTRACTS.router,
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactTokensForETH',
        args: [2_000_000n, 0n, path, account0, 2n ** 40n],
      }),
    })
    const toToken = await send(account0, {
      to: SWAP_CONTRACTS.router,
      value: 10n ** 15n,
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [SWAP_CONTRACTS.weth, usdc], account0, 2n ** 40n],
      }),
    })
    // Mined but reverted (the minimum out cannot be met): only its own value, marked failed;
    // nothing recorded from inside it.
    const reverted = await send(account0, {
      to: SWAP_CONTRACTS.router,
      value: 10n ** 15n,
      gas: 300_000n,
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [10n ** 30n, [SWAP_CONTRACTS.weth, usdc], account0, 2n ** 40n],
      }),
    })
    const indexer = await startIndexer({ chains, store })
    await indexer.synced()
    await indexer.stop()
    const mine = (rows: Row[]) =>
      rows.filter((row) => row.from_address === me || row.to_address === me)
    const pair = (await rowsOf(toEth)).find((row) => row.from_address === me)?.to_address
    // Token -> ETH: USDC out to the pair, then WETH unwrapped and the ETH paid to the account
    // from the router (an internal call: the transaction itself carries no value).
    expect(mine(await rowsOf(toEth))).toEqual([
      {
        tx_hash: toEth,
        kind: 'native',
        from_address: router,
        to_address: me,
        value: String(out),
        token_address: null,
      },
      {
        tx_hash: toEth,
        kind: 'erc20',
        from_address: me,
        to_address: pair,
        value: '2000000',
        token_address: usdc.toLowerCase(),
      },
    ])
    // Inside it, not the account's: the pair's WETH to the router, WETH's ETH to the router, and
    // the router's WETH burnt by the unwrap (WETH9's Withdrawal).
    expect((await rowsOf(toEth)).filter((row) => !mine([row]).length)).toEqual([
      {
        tx_hash: toEth,
        kind: 'native',
        from_address: weth,
        to_address: router,
        value: String(out),
        token_address: null,
      },
      expect.objectContaining({
        kind: 'erc20',
        from_address: pair,
        to_address: router,
        token_address: weth,
      }),
      {
        tx_hash: toEth,
        kind: 'erc20',
        from_address: router,
        to_address: '0x0000000000000000000000000000000000000000',
        value: String(out),
        token_address: weth,
      },
    ])
    // ETH -> token: the transaction's own value out (once: the router's deposit into WETH is not
    // the account's), USDC in from the pair.
    expect(mine(await rowsOf(toToken))).toEqual([
      {
        tx_hash: toToken,
        kind: 'native',
        from_address: me,
        to_address: router,
        value: '1000000000000000',
        token_address: null,
      },
      expect.objectContaining({ kind: 'erc20', to_address: me, token_address: usdc.toLowerCase() }),
    ])
    expect(await rowsOf(reverted)).toEqual([
      {
        tx_hash: reverted,
        kind: 'native',
        from_address: me,
        to_address: router,
        value: '1000000000000000',
        token_address: null,
      },
    ])
    const { rows: status } = await store.query<{ tx_status: string }>(
      'select tx_status from transfers where tx_hash = $1',
      [reverted],
    )
    expect(status).toEqual([{ tx_status: 'failed' }])
  })

  test('a reindex from an empty store gives the same rows', async () => {
    const indexer = await startIndexer({ chains, store })
    await indexer.synced()
    await indexer.stop()
    const all = () =>
      store.query(
        'select * from transfers order by chain_id, block_number, tx_index, log_index, sub_index',
      )
    const before = (await all()).rows
    const nfts = 'select * from nft_transfers order by tx_hash, log_index, batch_index'
    const nftsBefore = (await store.query(nfts)).rows
    await store.query('delete from transfers')
    await store.query('delete from nft_transfers')
    await store.query('delete from indexed_blocks')
    const again = await startIndexer({ chains, store })
    await again.synced()
    await again.stop()
    expect((await all()).rows).toEqual(before)
    expect((await store.query(nfts)).rows).toEqual(nftsBefore)
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
