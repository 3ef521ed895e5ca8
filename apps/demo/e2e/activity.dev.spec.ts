import { expect, test, walletName } from './fixtures'

// Activity under `vite dev`: React's StrictMode mounts the list twice, and the first page's
// request (and the next page's) must still be asked for once and shown.
test('Activity under StrictMode: the first page once, the next one by scrolling', async ({
  page,
  wallet,
}) => {
  const address = wallet.addresses[0] as string
  const firstPages: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('/history') && !url.searchParams.has('onramp'))
      firstPages.push(url.searchParams.get('cursor') ?? 'first')
  })
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: walletName }).first().click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(address)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const rows = dialog.getByRole('region', { name: 'Activity' }).getByRole('listitem')
  await expect(rows.first()).toBeVisible()
  const first = await rows.count()
  expect(firstPages.filter((cursor) => cursor === 'first')).toHaveLength(1)
  // The seed gives the account more than one page (22 transactions per chain).
  await expect(async () => {
    await rows.last().scrollIntoViewIfNeeded()
    expect(await rows.count()).toBeGreaterThan(first)
  }).toPass({ timeout: 20_000 })
  const cursors = firstPages.filter((cursor) => cursor !== 'first')
  expect(new Set(cursors).size).toBe(cursors.length)
})
