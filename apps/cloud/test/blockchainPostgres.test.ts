import { startTestPostgres, type TestPostgres } from '@airlock/store/testing'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { TEST_ACCOUNTS, TEST_MNEMONIC } from '../src/chains/constants'
import { defineLocalChain } from '../src/chains/defineLocalChain'
import { startTestCloud, type TestCloud } from './startTestCloud'

// The chains half over a real Postgres server (`DATABASE_URL`): seed records, indexer writes and
// the history/balance queries run unchanged. Skipped where no Postgres server binaries exist.

const postgres: TestPostgres | undefined = await startTestPostgres()
let cloud: TestCloud

beforeAll(async () => {
  if (postgres) cloud = await startTestCloud({ databaseUrl: postgres.url })
})
afterAll(async () => {
  await cloud?.dispose()
  await postgres?.stop()
})

test.skipIf(!postgres)('seed, indexer, balance and history over Postgres', async () => {
  const account0 = TEST_ACCOUNTS[0] as string
  const pages: number[] = []
  let cursor: string | null = null
  do {
    const params: Record<string, string> = { chainId: 'eip155:8453', ...(cursor ? { cursor } : {}) }
    const page = (await (
      await fetch(cloud.at(`/v1/account/${account0}/history`, params))
    ).json()) as {
      data: unknown[]
      next: string | null
    }
    pages.push(page.data.length)
    cursor = page.next
  } while (cursor)
  expect(pages).toEqual([20, 2])

  const sender = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 7 })
  const chain = defineLocalChain(1, `${cloud.url}/v1/?chainId=eip155:1&projectId=airlock-test`)
  const wallet = createWalletClient({ account: sender, chain, transport: http() })
  const hash = await wallet.sendTransaction({
    to: account0 as `0x${string}`,
    value: parseEther('2'),
  })
  // anvil answers with the hash before its miner seals the block: index once it is mined.
  await createPublicClient({ chain, transport: http() }).waitForTransactionReceipt({
    hash,
    pollingInterval: 20,
  })
  await cloud.indexer.synced()
  const latest = (await (
    await fetch(cloud.at(`/v1/account/${account0}/history`, { chainId: 'eip155:1' }))
  ).json()) as { data: { metadata: { hash: string } }[] }
  expect(latest.data[0]?.metadata.hash).toBe(hash)

  const { balances } = (await (
    await fetch(
      cloud.at(`/v1/account/${account0}/balance`, { chainId: 'eip155:1', currency: 'usd' }),
    )
  ).json()) as { balances: { symbol: string; price: number }[] }
  expect(balances.map(({ symbol, price }) => [symbol, price])).toEqual([
    ['ETH', 3150],
    ['USDC', 1],
    ['AIR', 2.5],
    ['WHOLE', 0.1],
  ])
})
