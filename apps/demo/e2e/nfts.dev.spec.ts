import { expect, test } from './fixtures'
import {
  ACCOUNT,
  expectCard,
  mintToAccount,
  moveBadgesToAccount,
  openActivityRow,
  openNfts,
} from './nfts'

// The NFTs tab under `vite dev` (React StrictMode mounts, unmounts and mounts the tab: its fetch
// is shared, not lost): the minted NFT shows with its image, the grid once.

test('NFTs under StrictMode: the minted NFT with its image, each card once', async ({
  page,
  cloud,
  wallet,
}) => {
  expect(wallet.addresses[0]).toBe(ACCOUNT)
  const name = await mintToAccount(cloud)
  const grid = await openNfts(page)
  await expectCard(grid, name)
  await expect(grid.getByText('Airlock Pass #1', { exact: true })).toHaveCount(1)
})

test('ERC-1155 in Activity under StrictMode: the moved badges in one row, with the count', async ({
  page,
  cloud,
  wallet,
}) => {
  expect(wallet.addresses[0]).toBe(ACCOUNT)
  const count = await moveBadgesToAccount(cloud)
  const row = await openActivityRow(page, `+${count} Bronze Badge`)
  await expect(row).toContainText('Received')
  await expect(row.locator('img')).toHaveAttribute('src', /\/v1\/nft\/image\/1\//)
})
