import { expect, test } from './fixtures'

test('All Wallets pages through the registry and searches it', async ({ page, cloud }) => {
  const pages: URLSearchParams[] = []
  const searches: URLSearchParams[] = []
  const images: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== cloud.url) return
    if (url.pathname === '/getWallets')
      (url.searchParams.has('search') ? searches : pages).push(url.searchParams)
    if (url.pathname.startsWith('/getWalletImage/')) images.push(url.pathname)
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
  expect(pages.map((params) => params.get('page'))).toContain('2')
  // Only wallets for the demo's networks are asked for (the two swap chains and the third, 31337).
  for (const params of pages) expect(params.get('chains')).toBe('eip155:1,eip155:8453,eip155:31337')

  const search = dialog.getByRole('searchbox', { name: 'Search wallet' })
  const imagesBefore = images.length
  await search.fill('o')
  await expect(wallets.first()).toBeVisible()
  await search.fill('Airlock Test')
  await expect(dialog.getByRole('button', { name: 'Airlock Test Wallet Mobile' })).toBeVisible()
  await expect(wallets).toHaveCount(2)
  expect(searches.at(-1)?.get('search')).toBe('Airlock Test')
  for (const params of searches) expect(Number(params.get('entries'))).toBeLessThanOrEqual(100)
  // A search fetches at most 20 wallet images (SPEC.md §9).
  expect(images.length - imagesBefore).toBeLessThanOrEqual(2 * 20)
  await search.fill('no such wallet zz')
  await expect(dialog.getByText('No wallet found')).toBeVisible()
})
