import { SDK_TYPE, SDK_VERSION } from '@airlock/core'
import { anvilKey } from '@airlock/testing/anvil'
import type { Page } from '@playwright/test'
import { createPublicClient, createWalletClient, defineChain, http, parseAbi } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { expect, walletName } from './fixtures'

// Helpers of the NFTs specs (issue 18): mint to the demo's account on the local chain, open the
// Account view's NFTs tab, check a card's name and image.

export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** The cloud's seeded open-mint ERC-721 collection (apps/cloud README, "NFTs"). */
const MOMENT = '0x72bb9c7ffbE2Ed234e53bc64862DdA6d9fFF333b'
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** The cloud's seeded ERC-1155 collection (Airlock Badges) and its minter, test account 11. */
const BADGE = '0xF1478f211F027EBA42ca369ea976F1eB43C6bB53'
const MINTER = mnemonicToAccount('test test test test test test test test test test test junk', {
  addressIndex: 11,
})

export type Cloud = { url: string; projectId: string; rpc: Record<number, string> }

/** The NFTs the cloud lists for the account on chain 1. */
async function listed(cloud: Cloud): Promise<{ name: string; imageUrl: string }[]> {
  const url = new URL(`/v1/account/${ACCOUNT}/nfts`, cloud.url)
  url.searchParams.set('projectId', cloud.projectId)
  url.searchParams.set('chainId', 'eip155:1')
  url.searchParams.set('st', SDK_TYPE)
  url.searchParams.set('sv', SDK_VERSION)
  const response = await fetch(url)
  if (!response.ok) throw new Error(`nfts: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { data: { name: string; imageUrl: string }[] }).data
}

/**
 * Mints the next MOMENT to the account on chain 1 from test account 6 (anyone may mint it), signed
 * here with viem and sent to the chain's node; waits until the cloud's indexer lists it. Returns
 * the NFT's name.
 */
export async function mintToAccount(cloud: Cloud): Promise<string> {
  const rpcUrl = cloud.rpc[1] as string
  const chain = defineChain({
    id: 1,
    name: 'Ethereum (local)',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const wallet = createWalletClient({
    account: privateKeyToAccount(anvilKey(6)),
    chain,
    transport: http(rpcUrl),
  })
  const hash = await wallet.writeContract({
    address: MOMENT,
    abi: parseAbi(['function mint(address to) returns (uint256)']),
    functionName: 'mint',
    args: [ACCOUNT],
  })
  const receipt = await createPublicClient({
    chain,
    transport: http(rpcUrl),
  }).waitForTransactionReceipt({ hash, pollingInterval: 100 })
  expect(receipt.status).toBe('success')
  const log = receipt.logs.find((entry) => entry.topics[0] === TRANSFER)
  const name = `Airlock Moments #${BigInt(log?.topics[3] ?? '0x0')}`
  await expect
    .poll(async () => (await listed(cloud)).map((nft) => nft.name), { timeout: 30_000 })
    .toContain(name)
  return name
}

/** Connects the mock wallet and opens the Account view's NFTs tab; returns the grid. */
export async function openNfts(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: walletName }).first().click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(ACCOUNT)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('tab', { name: 'NFTs' }).click()
  return dialog.getByRole('list', { name: 'NFTs' })
}

/** The card of the NFT named `name`: its name is shown and its image has actually loaded. */
export async function expectCard(grid: ReturnType<Page['getByRole']>, name: string) {
  const card = grid.getByRole('listitem').filter({ hasText: name })
  await expect(card).toHaveCount(1)
  await card.scrollIntoViewIfNeeded()
  await expect(card.getByText(name, { exact: true })).toBeVisible()
  const image = card.locator('img')
  await expect(image).toHaveAttribute(
    'src',
    /\/v1\/nft\/image\/1\/0x72bb9c7ffbe2ed234e53bc64862dda6d9fff333b\/\d+\?/,
  )
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0)
  await expect(image).toBeVisible()
  return card
}

/**
 * The badges' minter mints itself a random count (10-909) of Bronze Badges (ERC-1155 id 1) on
 * chain 1 and moves them to the account with `safeTransferFrom`; returns the count, which tells
 * this move's Activity row apart from any earlier run's.
 */
export async function moveBadgesToAccount(cloud: Cloud): Promise<number> {
  const rpcUrl = cloud.rpc[1] as string
  const chain = defineChain({
    id: 1,
    name: 'Ethereum (local)',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const minter = createWalletClient({ account: MINTER, chain, transport: http(rpcUrl) })
  const reader = createPublicClient({ chain, transport: http(rpcUrl) })
  const abi = parseAbi([
    'function mint(address to, uint256 id, uint256 value)',
    'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
  ])
  const count = 10 + Math.floor(Math.random() * 900)
  const minted = await minter.writeContract({
    address: BADGE,
    abi,
    functionName: 'mint',
    args: [MINTER.address, 1n, BigInt(count)],
  })
  expect(
    (await reader.waitForTransactionReceipt({ hash: minted, pollingInterval: 100 })).status,
  ).toBe('success')
  const moved = await minter.writeContract({
    address: BADGE,
    abi,
    functionName: 'safeTransferFrom',
    args: [MINTER.address, ACCOUNT, 1n, BigInt(count), '0x'],
  })
  expect(
    (await reader.waitForTransactionReceipt({ hash: moved, pollingInterval: 100 })).status,
  ).toBe('success')
  return count
}

/**
 * Connects the mock wallet, opens the Account view's Activity tab and returns the row that shows
 * `text`. The list is read when the tab opens and the cloud's indexer follows the chain on its
 * own, so the tab is opened again until the row is there.
 */
export async function openActivityRow(page: Page, text: string) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: walletName }).first().click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(ACCOUNT)
  const dialog = page.getByRole('dialog')
  const row = dialog
    .getByRole('region', { name: 'Activity' })
    .getByRole('listitem')
    .filter({ hasText: text })
  await expect(async () => {
    await dialog.getByRole('tab', { name: 'Tokens' }).click()
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await expect(row).toHaveCount(1, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  return row
}
