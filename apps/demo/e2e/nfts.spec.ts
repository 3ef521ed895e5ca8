import { expect, test } from './fixtures'
import {
  ACCOUNT,
  expectCard,
  mintToAccount,
  moveBadgesToAccount,
  openActivityRow,
  openNfts,
} from './nfts'

// NFTs (issue 18): an NFT minted to the connected account on the local chain shows in the Account
// view's NFTs tab with its name and the image the cloud serves, against the real cloud's seed,
// indexer and NFT route.

test.describe('NFTs', () => {
  test('an NFT minted to the account shows in the NFTs tab with its name and image; spam stays out', async ({
    page,
    cloud,
    wallet,
  }) => {
    expect(wallet.addresses[0]).toBe(ACCOUNT)
    const name = await mintToAccount(cloud)
    const grid = await openNfts(page)
    await expectCard(grid, name)
    // The seed's ERC-1155 badges, with the amount held, and its ERC-721 pass.
    await expect(grid.getByRole('listitem').filter({ hasText: 'Bronze Badge' })).toContainText(
      '3 owned',
    )
    await expect(grid.getByText('Airlock Pass #1', { exact: true })).toBeVisible()
    // The seeded spam airdrop (FREE) is held but not shown.
    await expect(grid.getByText(/Free Airdrop Voucher/)).toHaveCount(0)
  })

  test('on a phone (390x844): the minted NFT with its image, the grid within the screen', async ({
    page,
    cloud,
    wallet,
  }) => {
    expect(wallet.addresses[0]).toBe(ACCOUNT)
    await page.setViewportSize({ width: 390, height: 844 })
    const name = await mintToAccount(cloud)
    const grid = await openNfts(page)
    await expectCard(grid, name)
    const box = await grid.boundingBox()
    expect(box?.width ?? 0).toBeLessThanOrEqual(390)
  })
})

test.describe('ERC-1155 in Activity', () => {
  for (const viewport of [undefined, { width: 390, height: 844 }])
    test(`Bronze Badges moved to the account show in Activity: Received, how many, from whom, the image${viewport ? ' (on a phone, 390x844)' : ''}`, async ({
      page,
      cloud,
      wallet,
    }) => {
      expect(wallet.addresses[0]).toBe(ACCOUNT)
      if (viewport) await page.setViewportSize(viewport)
      const count = await moveBadgesToAccount(cloud)
      const row = await openActivityRow(page, `+${count} Bronze Badge`)
      await expect(row).toContainText('Received')
      await expect(row).toContainText('from 0x71bE...5788')
      const image = row.locator('img')
      await expect(image).toHaveAttribute(
        'src',
        /\/v1\/nft\/image\/1\/0xf1478f211f027eba42ca369ea976f1eb43c6bb53\/1\?/,
      )
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
          timeout: 15_000,
        })
        .toBeGreaterThan(0)
      // The whole row, its amount included, within the screen.
      await row.scrollIntoViewIfNeeded()
      const box = await row.boundingBox()
      const width = viewport?.width ?? page.viewportSize()?.width ?? 0
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
      await expect(row.getByText(`+${count} Bronze Badge`)).toBeInViewport()
    })
})
