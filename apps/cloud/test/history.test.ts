import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { HISTORY_TRANSFERS_PER_TRANSACTION } from '../src/blockchain/getHistoryPage'
import { TEST_ACCOUNTS, TEST_MNEMONIC } from '../src/chains/constants'
import { defineLocalChain } from '../src/chains/defineLocalChain'
import { NFT_MINTER, NFT_SEED_COLLECTIONS } from '../src/nfts/nftSeed'
import { seedToken } from '../src/seed/seedToken'
import { routerAbi, SWAP_CONTRACTS } from '../src/swap/swapContracts'
import { startTestCloud, type TestCloud } from './startTestCloud'

// The history route (SPEC §3 "Transaction", §7 `GET /v1/account/{address}/history`) for what the
// indexer reads beyond top-level value and Transfer logs: a swap into ETH (paid by the router in
// an internal call) reads as one trade with both legs, and ERC-1155 moves are listed like ERC-721
// ones, with their quantity. Real cloud, chains, indexer and HTTP.

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(async () => {
  await cloud?.dispose()
})

type Transfer = {
  fungible_info?: { symbol: string; name: string }
  nft_info?: {
    name: string
    standard: string
    content: { preview: { url: string } }
    flags: { is_spam: boolean }
  }
  direction: string
  quantity: { numeric: string }
}
type Tx = {
  id: string
  metadata: { hash: string; operationType: string; sentFrom: string; sentTo: string }
  transfers: Transfer[]
}

async function history(address: string, chainId = 'eip155:1'): Promise<Tx[]> {
  const response = await fetch(cloud.at(`/v1/account/${address}/history`, { chainId }))
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: Tx[] }).data
}

const trader = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 7 })
const holder = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 1 })
const badge = NFT_SEED_COLLECTIONS.find((collection) => collection.key === 'badge')?.address
const usdc = seedToken('usdc').address

function clients(account: typeof trader) {
  const rpc = `${cloud.url}/v1/?chainId=eip155:1&projectId=airlock-test`
  const chain = defineLocalChain(1, rpc)
  return {
    wallet: createWalletClient({ account, chain, transport: http() }),
    client: createPublicClient({ chain, transport: http() }),
  }
}

describe('history: swaps and ERC-1155', () => {
  // One retry while the revert is unexplained (the trades are newest-first, so a second pair
  // reads the same way); the warning above keeps each revert visible.
  test('ETH -> USDC and USDC -> ETH through the router each read as one trade with both legs', {
    retry: 1,
  }, async () => {
    const { wallet, client } = clients(trader)
    const deadline = 2n ** 40n
    const wait = async (hash: `0x${string}`) => {
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      if (receipt.status !== 'success') {
        // A CI run saw the sell revert once (not reproduced): say why, replayed on the state
        // before its block (one transaction per block here), and whether it ran out of gas.
        const tx = await client.getTransaction({ hash })
        const reason = await client
          .call({
            account: tx.from,
            to: tx.to,
            data: tx.input,
            value: tx.value,
            gas: tx.gas,
            blockNumber: receipt.blockNumber - 1n,
          })
          .then(
            () => 'no revert when replayed on the block before',
            (error: Error & { shortMessage?: string }) => error.shortMessage ?? error.message,
          )
        const message = `${hash} reverted in block ${receipt.blockNumber}, gas used ${receipt.gasUsed} of ${tx.gas}: ${reason}`
        // Printed even when the retry below passes, so the cause reaches the log.
        console.warn(`[history.test] ${message}`)
        throw new Error(message)
      }
      return hash
    }
    const buy = await wait(
      await wallet.writeContract({
        address: SWAP_CONTRACTS.router,
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [SWAP_CONTRACTS.weth, usdc], trader.address, deadline],
        value: parseEther('0.01'),
      }),
    )
    await wait(
      await wallet.writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'approve',
        args: [SWAP_CONTRACTS.router, 5_000_000n],
      }),
    )
    const [, ethOut] = (await client.readContract({
      address: SWAP_CONTRACTS.router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [5_000_000n, [usdc, SWAP_CONTRACTS.weth]],
    })) as [bigint, bigint]
    const sell = await wait(
      await wallet.writeContract({
        address: SWAP_CONTRACTS.router,
        abi: routerAbi,
        functionName: 'swapExactTokensForETH',
        args: [5_000_000n, 0n, [usdc, SWAP_CONTRACTS.weth], trader.address, deadline],
      }),
    )
    await cloud.indexer.synced()
    const data = await history(trader.address)
    // Newest first (the seed's transfers to the account below); the approve moved nothing and is
    // not listed.
    expect(data.slice(0, 2).map((tx) => tx.metadata.hash)).toEqual([sell, buy])
    const [toEth, toToken] = data as [Tx, Tx]
    expect(toEth.metadata).toMatchObject({
      operationType: 'trade',
      sentFrom: trader.address,
      sentTo: getAddress(SWAP_CONTRACTS.router),
    })
    expect(toEth.transfers).toMatchObject([
      // The router's internal payment, exactly what the pool gave.
      {
        fungible_info: { symbol: 'ETH' },
        direction: 'in',
        quantity: { numeric: String(Number(ethOut) / 1e18) },
      },
      { fungible_info: { symbol: 'USDC' }, direction: 'out', quantity: { numeric: '5' } },
    ])
    expect(toEth.transfers).toHaveLength(2)
    expect(toToken.metadata.operationType).toBe('trade')
    expect(toToken.transfers).toMatchObject([
      { fungible_info: { symbol: 'ETH' }, direction: 'out', quantity: { numeric: '0.01' } },
      { fungible_info: { symbol: 'USDC' }, direction: 'in' },
    ])
    expect(toToken.transfers).toHaveLength(2)
  })

  test("the seed's ERC-1155 mints are in account 0's history: name, image, quantity, direction", async () => {
    const account0 = TEST_ACCOUNTS[0] as string
    const data = await history(account0)
    const badges = data.filter((tx) => tx.transfers.some((t) => t.nft_info?.standard === 'erc1155'))
    // 3 Bronze alone, then Silver and Gold in one batch: newest first.
    expect(badges.map((tx) => tx.metadata.operationType)).toEqual(['mint', 'mint'])
    expect(
      badges.map((tx) => tx.transfers.map((t) => [t.nft_info?.name, t.quantity.numeric])),
    ).toEqual([
      [
        ['Silver Badge', '1'],
        ['Gold Badge', '2'],
      ],
      [['Bronze Badge', '3']],
    ])
    const bronze = badges[1]?.transfers[0]
    expect(bronze).toMatchObject({ direction: 'in', nft_info: { flags: { is_spam: false } } })
    // The preview is the cloud's generated image of that token, and it loads.
    const url = bronze?.nft_info?.content.preview.url ?? ''
    expect(url).toContain(`/v1/nft/image/1/${badge?.toLowerCase()}/1?projectId=airlock-test`)
    const image = await fetch(url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/svg/)
  })

  test('an ERC-1155 moved between accounts: sent for one, received for the other', async () => {
    const { wallet, client } = clients(holder)
    const receiver = '0x00000000000000000000000000000000001155aa'
    const hash = await wallet.writeContract({
      address: badge as `0x${string}`,
      abi: parseAbi([
        'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
      ]),
      functionName: 'safeTransferFrom',
      args: [holder.address, receiver, 1n, 1n, '0x'],
    })
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe(
      'success',
    )
    await cloud.indexer.synced()
    const [sent] = await history(holder.address)
    expect(sent).toMatchObject({
      // The transaction called the badge contract; the transfer names who received the badge.
      metadata: { hash, operationType: 'send', sentTo: getAddress(badge ?? '') },
      transfers: [
        {
          direction: 'out',
          sender: holder.address,
          recipient: getAddress(receiver),
          quantity: { numeric: '1' },
          nft_info: { name: 'Bronze Badge', standard: 'erc1155' },
        },
      ],
    })
    const received = await history(receiver)
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({
      metadata: { hash, operationType: 'receive', sentFrom: holder.address },
      transfers: [
        { direction: 'in', quantity: { numeric: '1' }, nft_info: { name: 'Bronze Badge' } },
      ],
    })
  })

  test('a TransferBatch of 60 ids lists the first 50 transfers: a page stays bounded', async () => {
    expect(HISTORY_TRANSFERS_PER_TRANSACTION).toBe(50)
    const receiver = '0x00000000000000000000000000000000001155bb'
    const rpc = `${cloud.url}/v1/?chainId=eip155:1&projectId=airlock-test`
    const chain = defineLocalChain(1, rpc)
    const minter = createWalletClient({
      account: privateKeyToAccount(NFT_MINTER.privateKey),
      chain,
      transport: http(),
    })
    const ids = Array.from({ length: 60 }, (_, i) => BigInt(100 + i))
    const hash = await minter.writeContract({
      address: badge as `0x${string}`,
      abi: parseAbi(['function mintBatch(address to, uint256[] ids, uint256[] values)']),
      functionName: 'mintBatch',
      args: [receiver, ids, ids.map(() => 1n)],
    })
    const client = createPublicClient({ chain, transport: http() })
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe(
      'success',
    )
    await cloud.indexer.synced()
    const [minted] = await history(receiver)
    expect(minted?.metadata).toMatchObject({ hash, operationType: 'mint' })
    expect(minted?.transfers).toHaveLength(50)
    expect(minted?.transfers.map((t) => t.nft_info?.name)).toEqual(
      ids.slice(0, 50).map((id) => `Airlock Badges #${id}`),
    )
  })
})
