import { connectViewArtwork, networkLogos } from './artwork'
import { connectWallet } from './connectWallet'
import { test } from './fixtures'

// artwork.spec.ts under vite dev (React StrictMode), desktop and phone.

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`dev (StrictMode): Connect artwork${label}`, async ({ page }) => {
    if (viewport) await page.setViewportSize(viewport)
    await connectViewArtwork(page)
  })
}

test('dev (StrictMode): network logos', async ({ page, wallet }) => {
  await page.goto('/')
  await connectWallet(page, wallet.addresses[0] as string)
  await networkLogos(page)
})
