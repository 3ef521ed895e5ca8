import { connectViewArtwork, networkLogos } from './artwork'
import { connectWallet } from './connectWallet'
import { test } from './fixtures'

// Brand artwork (issue 21) from the icon sets the cloud serves (apps/cloud README "Artwork"):
// social brands, the WalletConnect mark, real registry wallets, network logos.

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`Connect: socials as two buttons and a row of brand icons, WalletConnect mark, MetaMask's image${label}`, async ({
    page,
  }) => {
    if (viewport) await page.setViewportSize(viewport)
    await connectViewArtwork(page)
  })
}

test('Networks: each network with its logo', async ({ page, wallet }) => {
  await page.goto('/')
  await connectWallet(page, wallet.addresses[0] as string)
  await networkLogos(page)
})
