import { expect, type Locator, type Page } from '@playwright/test'

/** An image that loaded from the cloud's image route named `route` (not a fallback, not broken). */
export async function expectLoadedImage(image: Locator, route: RegExp): Promise<void> {
  await expect(image).toHaveAttribute('src', route)
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0)
}

/**
 * The Connect view's artwork: socials as two full buttons and a compact row of brand icons, the
 * WalletConnect mark; then a real registry wallet (MetaMask) with its image and links.
 */
export async function connectViewArtwork(page: Page): Promise<void> {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  const socials = dialog.getByRole('region', { name: 'Continue with a social account' })
  const buttons = socials.getByRole('button')
  await expect(buttons).toHaveCount(7)
  await expect(buttons.nth(0)).toHaveText('Continue with Google')
  await expect(buttons.nth(1)).toHaveText('Continue with X')
  // The other five: icons in one row, each named for a screen reader.
  const row = socials.getByRole('list').getByRole('button')
  await expect(row).toHaveCount(5)
  const boxes = await Promise.all([0, 4].map((index) => row.nth(index).boundingBox()))
  expect(Math.abs((boxes[0]?.y ?? 0) - (boxes[1]?.y ?? 1))).toBeLessThan(2)
  await expect(row.nth(2)).toHaveAccessibleName('Continue with GitHub')
  for (const [index, social] of ['google', 'x'].entries()) {
    await expectLoadedImage(
      buttons.nth(index).locator('img'),
      new RegExp(`/public/getAssetImage/social-${social}\\?`),
    )
  }
  await expectLoadedImage(row.nth(2).locator('img'), /\/public\/getAssetImage\/social-github\?/)
  // The WalletConnect entry shows the WalletConnect mark.
  await expectLoadedImage(
    dialog.getByRole('button', { name: 'WalletConnect' }).locator('img'),
    /\/public\/getAssetImage\/walletconnect\?/,
  )
  // A real wallet of the registry, found by search, with its own image.
  await dialog.getByRole('button', { name: /^All Wallets/ }).click()
  await dialog.getByRole('searchbox').fill('MetaMask')
  const metamask = dialog.getByRole('button', { name: 'MetaMask' })
  await expect(metamask).toBeVisible()
  await expectLoadedImage(metamask.locator('img'), /\/getWalletImage\/metamask\?/)
}

/** Account -> Networks: each network with its logo from the cloud's asset route. */
export async function networkLogos(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^0x/ }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Ethereum' }).click()
  await expect(dialog.getByRole('heading', { name: 'Networks' })).toBeVisible()
  const networks = dialog.getByRole('list', { name: 'Networks' }).getByRole('button')
  await expectLoadedImage(
    networks.filter({ hasText: 'Ethereum' }).locator('img'),
    /\/public\/getAssetImage\/eip155(:|%3A)1\?/,
  )
  await expectLoadedImage(
    networks.filter({ hasText: 'Base' }).locator('img'),
    /\/public\/getAssetImage\/eip155(:|%3A)8453\?/,
  )
}
