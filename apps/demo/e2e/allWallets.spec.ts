import { expect, test } from './fixtures'

test('All Wallets pages through the registry and searches it', async ({ page, cloud }) => {
  const pages: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (
      url.origin === cloud.url &&
      url.pathname === '/getWallets' &&
      !url.searchParams.has('search')
    )
      pages.push(url.searchParams.get('page') ?? '1')
  })
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /All Wallets/ }).click()
  const dialog = page.getByRole('dialog')
  const wallets = dialog.getByRole('list', { name: 'All Wallets' }).getByRole('listitem')
  // The grid is virtualised: aria-setsize says how many wallets are loaded (pages of 40).
  await expect(wallets.first()).toHaveAttribute('aria-setsize', '40')
  await wallets.first().getByRole('button').focus()
  await page.keyboard.press('End')
  await expect(wallets.first()).toHaveAttribute('aria-setsize', '80')
  expect(pages).toContain('2')

  const search = dialog.getByRole('searchbox', { name: 'Search wallet' })
  await search.fill('Airlock Test')
  await expect(dialog.getByRole('button', { name: 'Airlock Test Wallet Mobile' })).toBeVisible()
  await expect(wallets).toHaveCount(2)
  await search.fill('no such wallet zz')
  await expect(dialog.getByText('No wallet found')).toBeVisible()
})
