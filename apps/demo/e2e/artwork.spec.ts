import {
  allWalletsLogoGrid,
  connectViewArtwork,
  networkButtonLogo,
  networkLogos,
  registryImageIds,
  sendWithDecimalComma,
} from './artwork'
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

// The latest artwork (issue 21): the All Wallets entry's 2x2 grid of registry logos, the header's
// network logo (a warning sign on an unsupported network), and the amount field's decimal comma
// in German, each at 1280x800 and 390x844.
for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`All Wallets shows four registry logos, loaded, two by two${label}`, async ({
    page,
    cloud,
  }) => {
    if (viewport) await page.setViewportSize(viewport)
    const ids = registryImageIds(page, cloud.url)
    await allWalletsLogoGrid(page, ids)
  })

  test(`the header's network button shows the network's logo, a warning sign when unsupported${label}`, async ({
    page,
    wallet,
  }) => {
    if (viewport) await page.setViewportSize(viewport)
    await page.goto('/')
    await connectWallet(page, wallet.addresses[0] as string)
    await networkButtonLogo(page, wallet)
  })

  test(`German: 0,5 typed with a decimal comma sends 0.5 ETH on the chain${label}`, async ({
    page,
    wallet,
    cloud,
  }) => {
    if (viewport) await page.setViewportSize(viewport)
    await sendWithDecimalComma(page, {
      address: wallet.addresses[0] as string,
      rpcUrl: cloud.rpc[1] as string,
    })
  })
}
