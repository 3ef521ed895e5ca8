import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Abi, createPublicClient, createWalletClient, getAddress, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import collection721 from '../contracts/artifacts/AirlockCollection721.json'
import erc1155 from '../contracts/artifacts/AirlockERC1155.json'
import { TEST_ACCOUNTS, TEST_MNEMONIC } from '../src/chains/constants'
import { defineLocalChain } from '../src/chains/defineLocalChain'
import { nftSeedCollection } from '../src/nfts/nftSeedCollection'
import { startTestCloud, type TestCloud } from './startTestCloud'
import { copyStoreTemplate } from './support/createTestStore'

// The NFT half of the Blockchain API against the whole cloud: the seeded collections on real
// anvil chains, the real indexer (ERC-721 Transfer, ERC-1155 TransferSingle/TransferBatch), the
// route `GET /v1/account/{address}/nfts` and the images the cloud generates.

type Nft = {
  chainId: string
  tokenId: string
  name: string
  imageUrl: string
  amount: string
  collection: { address: string; name: string; symbol: string; standard: string }
  flags: { is_spam: boolean }
}

let dataDir: string
let cloud: TestCloud
const account0 = TEST_ACCOUNTS[0] as `0x${string}`
const moment = nftSeedCollection('moment')
const badge = nftSeedCollection('badge')

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'airlock-nfts-'))
  await copyStoreTemplate(dataDir)
  cloud = await startTestCloud({ dataDir })
  await cloud.indexer.synced()
})
afterAll(async () => {
  await cloud?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

async function nfts(
  address: string,
  params: Record<string, string> = {},
): Promise<{ status: number; data: Nft[]; next: string | null; body: Record<string, unknown> }> {
  const response = await fetch(cloud.at(`/v1/account/${address}/nfts`, params))
  const body = (await response.json()) as { data: Nft[]; next: string | null }
  return { status: response.status, data: body.data, next: body.next, body }
}

function wallet(index: number) {
  const chain = cloud.chains.get(1)
  if (!chain) throw new Error('chain 1 is not running')
  const viemChain = defineLocalChain(1, chain.rpcUrl)
  const client = createWalletClient({
    account: mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index }),
    chain: viemChain,
    transport: http(chain.rpcUrl),
  })
  const reader = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
  return {
    async write(address: `0x${string}`, abi: unknown, functionName: string, args: unknown[]) {
      const hash = await client.writeContract({ address, abi: abi as Abi, functionName, args })
      const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 })
      expect(receipt.status).toBe('success')
    },
  }
}

describe('GET /v1/account/{address}/nfts', () => {
  test("account 0's seeded NFTs on chain 1: PASS #1 and the badges with their amounts, spam left out", async () => {
    const { status, data, next } = await nfts(account0, { chainId: 'eip155:1' })
    expect(status).toBe(200)
    expect(next).toBeNull()
    const byName = Object.fromEntries(data.map((nft) => [nft.name, nft]))
    expect(Object.keys(byName).sort()).toEqual([
      'Airlock Pass #1',
      'Bronze Badge',
      'Gold Badge',
      'Silver Badge',
    ])
    expect(byName['Bronze Badge']).toMatchObject({
      chainId: 'eip155:1',
      tokenId: '1',
      amount: '3',
      collection: {
        address: `eip155:1:${badge.address}`,
        name: 'Airlock Badges',
        symbol: 'BADGE',
        standard: 'erc1155',
      },
      flags: { is_spam: false },
    })
    // Silver and Gold came in one TransferBatch.
    expect(byName['Silver Badge']?.amount).toBe('1')
    expect(byName['Gold Badge']?.amount).toBe('2')
    expect(byName['Airlock Pass #1']?.collection.standard).toBe('erc721')
    expect(byName['Airlock Pass #1']?.amount).toBe('1')
  })

  test('includeSpam=true keeps the spam airdrop, flagged', async () => {
    const { data } = await nfts(account0, { chainId: '1', includeSpam: 'true' })
    const spam = data.filter((nft) => nft.flags.is_spam)
    expect(spam.map((nft) => nft.name)).toEqual(['Free Airdrop Voucher #1'])
  })

  test('every chain when chainId is absent; bad address, chain and cursor are 400', async () => {
    const { data } = await nfts(account0)
    expect(new Set(data.map((nft) => nft.chainId))).toEqual(new Set(['eip155:1', 'eip155:8453']))
    expect((await nfts('0x1234')).status).toBe(400)
    expect((await nfts(account0, { chainId: 'eip155:999' })).status).toBe(400)
    expect((await nfts(account0, { cursor: 'not-a-cursor' })).status).toBe(400)
  })

  test('the image of each NFT loads: an SVG served by the cloud; unknown collections 404', async () => {
    const { data } = await nfts(account0, { chainId: '1' })
    for (const nft of data) {
      expect(nft.imageUrl.startsWith(cloud.url)).toBe(true)
      const response = await fetch(nft.imageUrl)
      expect(response.status, nft.imageUrl).toBe(200)
      expect(response.headers.get('content-type')).toContain('image/svg+xml')
      const svg = await response.text()
      expect(svg).toContain(`#${nft.tokenId}<`)
      expect(svg).toContain('width="256"')
    }
    const unknown = await fetch(
      cloud.at('/v1/nft/image/1/0x00000000000000000000000000000000000a11c0/1'),
    )
    expect(unknown.status).toBe(404)
    const badId = await fetch(cloud.at(`/v1/nft/image/1/${moment.address}/x1`))
    expect(badId.status).toBe(400)
    // The project gate applies, as on every /v1 route.
    const image = data[0]?.imageUrl ?? ''
    expect((await fetch(image.replace(/\?.*$/, ''))).status).toBe(403)
  })

  test('a MOMENT minted by anyone shows up, moves with an ERC-721 transfer; an ERC-1155 transfer moves amounts', async () => {
    const holder = TEST_ACCOUNTS[6] as `0x${string}`
    const other = TEST_ACCOUNTS[7] as `0x${string}`
    const before = await nfts(holder, { chainId: '1' })
    expect(before.data).toEqual([])
    // The collection's open mint, called by account 5 for account 6: token #3 (the seed minted #1, #2).
    await wallet(5).write(moment.address, collection721.abi, 'mint', [holder])
    await cloud.indexer.synced()
    const minted = await nfts(holder, { chainId: '1' })
    expect(minted.data.map((nft) => [nft.name, nft.tokenId, nft.amount])).toEqual([
      ['Airlock Moments #3', '3', '1'],
    ])
    expect(minted.data[0]?.collection.address).toBe(`eip155:1:${getAddress(moment.address)}`)

    await wallet(6).write(moment.address, collection721.abi, 'transferFrom', [holder, other, 3n])
    // Account 1 holds one Bronze badge from the seed: it sends it to account 6.
    await wallet(1).write(badge.address, erc1155.abi, 'safeTransferFrom', [
      TEST_ACCOUNTS[1],
      holder,
      1n,
      1n,
      '0x',
    ])
    await cloud.indexer.synced()
    expect(
      (await nfts(holder, { chainId: '1' })).data.map((nft) => [nft.name, nft.amount]),
    ).toEqual([['Bronze Badge', '1']])
    expect((await nfts(other, { chainId: '1' })).data.map((nft) => nft.name)).toEqual([
      'Airlock Moments #3',
    ])
    const account1 = await nfts(TEST_ACCOUNTS[1] as string, { chainId: '1' })
    expect(account1.data.map((nft) => nft.name).sort()).toEqual([
      'Airlock Moments #1',
      'Airlock Pass #2',
    ])
  })

  test('pages of 50, newest received first, with an opaque cursor', async () => {
    const collector = TEST_ACCOUNTS[8] as `0x${string}`
    const minter = wallet(4)
    for (let i = 0; i < 53; i++)
      await minter.write(moment.address, collection721.abi, 'mint', [collector])
    await cloud.indexer.synced()
    const first = await nfts(collector, { chainId: '1' })
    expect(first.data).toHaveLength(50)
    expect(first.next).toEqual(expect.any(String))
    const second = await nfts(collector, { chainId: '1', cursor: first.next as string })
    expect(second.data).toHaveLength(3)
    expect(second.next).toBeNull()
    const ids = [...first.data, ...second.data].map((nft) => Number(nft.tokenId))
    expect(new Set(ids).size).toBe(53)
    // Newest first: ids were minted in increasing order.
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
  })
})
