import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Store } from '@airlock/store'
import { erc20Abi, erc721Abi, formatUnits, getContractAddress } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestStore } from '../../test/support/createTestStore'
import { DEPLOYER_ACCOUNT_INDEX, TEST_ACCOUNTS, TEST_MNEMONIC } from '../chains/constants'
import { rpcCall } from '../chains/rpcCall'
import { startChains } from '../chains/startChains'
import type { ChainsHandle } from '../server/types'
import { seed } from './seed'
import { seedToken } from './seedToken'
import { SEED_TOKENS } from './seedTokens'

let dir: string
let store: Store
let chains: ChainsHandle

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-seed-'))
  store = await createTestStore(dir)
  chains = await startChains({
    config: {
      dataDir: dir,
      chains: [
        { chainId: 1, port: 0 },
        { chainId: 8453, port: 0 },
      ],
    },
  })
})
afterAll(async () => {
  await chains?.stop()
  await store?.close()
  await rm(dir, { recursive: true, force: true })
})

const account = (index: number) => TEST_ACCOUNTS[index] as `0x${string}`

test('the documented accounts and token addresses follow from the mnemonic and the deployer', () => {
  TEST_ACCOUNTS.forEach((address, index) => {
    expect(mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index }).address).toBe(address)
  })
  for (const token of SEED_TOKENS)
    expect(
      getContractAddress({
        from: account(DEPLOYER_ACCOUNT_INDEX),
        nonce: BigInt(token.deployNonce),
      }),
    ).toBe(token.address)
})

describe('seed', () => {
  test('deploys the tokens at the same addresses on every chain and funds the test accounts', async () => {
    const started = performance.now()
    expect(await seed({ chains, store })).toEqual([
      { chainId: 1, action: 'seeded' },
      { chainId: 8453, action: 'seeded' },
    ])
    console.info(`seeded two chains in ${Math.round(performance.now() - started)} ms`)

    for (const chain of chains.chains) {
      const read = (key: 'usdc' | 'air' | 'whole', index: number) =>
        chain.client.readContract({
          address: seedToken(key).address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account(index)],
        })
      // Account 0: 10000 minted, 125.5 sent to account 1, 20 + 50 + 80 + 110 received.
      expect(formatUnits(await read('usdc', 0), 6)).toBe('10134.5')
      expect(formatUnits(await read('usdc', 9), 6)).toBe('10000')
      expect(await read('whole', 0)).toBe(93n)
      expect(
        await chain.client.readContract({
          address: seedToken('usdc').address,
          abi: erc20Abi,
          functionName: 'decimals',
        }),
      ).toBe(6)
      expect(
        await chain.client.readContract({
          address: seedToken('free').address,
          abi: erc721Abi,
          functionName: 'ownerOf',
          args: [1n],
        }),
      ).toBe(account(0))
    }

    const { rows: tokens } = await store.query<{
      chain_id: number
      symbol: string
      is_spam: boolean
    }>('select chain_id, symbol, is_spam from tokens order by chain_id, symbol')
    expect(
      tokens.filter((row) => row.chain_id === 8453).map((row) => [row.symbol, row.is_spam]),
    ).toEqual([
      ['AIR', false],
      ['FREE', true],
      ['PASS', false],
      ['USDC', false],
      ['WHOLE', false],
    ])
    const { rows: prices } = await store.query<{ price: string }>(
      "select price::text as price from prices where chain_id = 1 and address = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'",
    )
    expect(prices[0]?.price).toBe('3150')
  })

  test('does nothing on a second run', async () => {
    const before = await Promise.all(chains.chains.map((chain) => chain.client.getBlockNumber()))
    expect((await seed({ chains, store })).map((outcome) => outcome.action)).toEqual([
      'kept',
      'kept',
    ])
    const after = await Promise.all(chains.chains.map((chain) => chain.client.getBlockNumber()))
    expect(after).toEqual(before)
  })

  test('puts back store rows that were lost without touching the chain', async () => {
    await store.query('delete from seed_state where chain_id = 1')
    await store.query('delete from tokens where chain_id = 1')
    const before = await chains.get(1)?.client.getBlockNumber()
    expect((await seed({ chains, store }))[0]).toEqual({ chainId: 1, action: 'recorded' })
    expect(await chains.get(1)?.client.getBlockNumber()).toBe(before)
    const { rows } = await store.query('select 1 from tokens where chain_id = 1')
    expect(rows).toHaveLength(5)
  })

  test('seeds again, from genesis, a chain that lost its seed', async () => {
    const chain = chains.get(8453)
    if (!chain) throw new Error('no chain 8453')
    await rpcCall(chain.rpcUrl, 'anvil_reset', [])
    // Something else happened first: the seed must not deploy at other addresses.
    await rpcCall(chain.rpcUrl, 'anvil_mine', ['0x2'])
    expect((await seed({ chains, store }))[1]).toEqual({
      chainId: 8453,
      action: 'reset-and-seeded',
    })
    expect(await chain.client.getCode({ address: seedToken('pass').address })).toMatch(/^0x6080/)
  })
})
