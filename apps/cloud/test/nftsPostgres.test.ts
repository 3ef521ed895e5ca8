import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPgStore, type Store } from '@airlock/store'
import { startTestPostgres, type TestPostgres } from '@airlock/store/testing'
import { type Abi, createPublicClient, createWalletClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import collection721 from '../contracts/artifacts/AirlockCollection721.json'
import { TEST_ACCOUNTS, TEST_MNEMONIC } from '../src/chains/constants'
import { defineLocalChain } from '../src/chains/defineLocalChain'
import { type AnvilProcess, startAnvil } from '../src/chains/startAnvil'
import { startChains } from '../src/chains/startChains'
import type { ChainPort } from '../src/config/types'
import { startIndexer } from '../src/indexer/startIndexer'
import { getAccountNfts } from '../src/nfts/getAccountNfts'
import { nftSeedCollection } from '../src/nfts/nftSeedCollection'
import { seed } from '../src/seed/seed'
import { ADVISORY_LOCKS, withAdvisoryLock } from '../src/seed/withAdvisoryLock'
import type { ChainsHandle } from '../src/server/types'
import { migrate } from '../src/store/migrate'

// The NFT seed and the NFT indexing on a real Postgres, by two "processes" (two stores, two
// chain handles, two indexers) on one database and one node at once: the NFT contracts are
// deployed once, and every NFT movement is stored exactly once. Skipped without Postgres binaries.

const postgres: TestPostgres | undefined = await startTestPostgres()
let dir: string
let anvil: AnvilProcess | undefined
const stores: Store[] = []
const handles: ChainsHandle[] = []

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-nfts-pg-'))
}, 60_000)
afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.stop()))
  await Promise.all(stores.map((store) => store.close()))
  await anvil?.stop()
  await postgres?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

async function count(store: Store, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await store.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)
  return rows[0]?.n ?? 0
}

describe.skipIf(!postgres)('NFTs on Postgres, two processes at once', () => {
  test('seeded once, each movement stored once, holdings right', async () => {
    anvil = await startAnvil({ chainId: 1, port: 0, stateFile: join(dir, 'upstream-1.json') })
    const rpcUrl = anvil.rpcUrl
    const url = (postgres as TestPostgres).url
    const [a, b] = [await createPgStore(url), await createPgStore(url)] as [Store, Store]
    stores.push(a, b)
    await Promise.all(
      [a, b].map((store) => withAdvisoryLock(store, ADVISORY_LOCKS.platform, 0, migrate)),
    )
    const chains: ChainPort[] = [{ chainId: 1, port: 0, upstreamUrl: rpcUrl }]
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
    expect(await count(a, 'nft_collections where chain_id = 1')).toBe(4)

    const ia = await startIndexer({ chains: ha, store: a, pollIntervalMs: 5 })
    const ib = await startIndexer({ chains: hb, store: b, pollIntervalMs: 5 })
    try {
      await Promise.all([ia.synced(), ib.synced()])
      const chain = defineLocalChain(1, rpcUrl)
      const wallet = createWalletClient({
        account: mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 3 }),
        chain,
        transport: http(),
      })
      const reader = createPublicClient({ chain, transport: http() })
      const collector = TEST_ACCOUNTS[4] as `0x${string}`
      for (let i = 0; i < 5; i++) {
        const hash = await wallet.writeContract({
          address: nftSeedCollection('moment').address,
          abi: collection721.abi as Abi,
          functionName: 'mint',
          args: [collector],
        })
        await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 })
      }
      await ib.synced()
      // The seed's 10 rows (2 PASS, 2 FREE, 2 MOMENT, 4 BADGE of which 2 in one batch) + 5 mints.
      expect(await count(b, 'nft_transfers where chain_id = 1')).toBe(15)
      expect(
        await count(
          b,
          '(select distinct chain_id, tx_hash, log_index, batch_index from nft_transfers) as t',
        ),
      ).toBe(15)
      const ctx = { store: b, config: { publicUrl: 'http://127.0.0.1:1' }, chains: hb }
      const page = await getAccountNfts(ctx as never, {
        address: collector.toLowerCase() as `0x${string}`,
        chains: hb.chains,
        offset: 0,
        icon: { projectId: 'p' },
      })
      expect(page.data.map((nft) => nft.tokenId)).toEqual(['7', '6', '5', '4', '3'])
      const account0 = await getAccountNfts(ctx as never, {
        address: (TEST_ACCOUNTS[0] as string).toLowerCase() as `0x${string}`,
        chains: hb.chains,
        offset: 0,
        icon: { projectId: 'p' },
      })
      expect(account0.data.map((nft) => `${nft.name} x${nft.amount}`).sort()).toEqual([
        'Airlock Pass #1 x1',
        'Bronze Badge x3',
        'Gold Badge x2',
        'Silver Badge x1',
      ])
    } finally {
      await Promise.all([ia.stop(), ib.stop()])
    }
  })
})
