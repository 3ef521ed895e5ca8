import { expect, test } from './fixtures'

test('a view whose code fails to load offers Try again, and the page keeps working', async ({
  page,
}) => {
  // Every request for the All Wallets chunk fails, as after a deploy that replaced the file or
  // on a dropped connection.
  let blocked = true
  let attempts = 0
  // A retry asks for the same file with a query added (the browser keeps a failed import).
  await page.route(/\/AllWallets-[^/?]*\.js(\?.*)?$/, (route) => {
    attempts += 1
    return blocked ? route.abort('failed') : route.continue()
  })
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /All Wallets/ }).click()

  await expect(dialog.getByText('Something went wrong')).toBeVisible()
  const tryAgain = dialog.getByRole('button', { name: 'Try again' })
  // Still unreachable: Try again asks again and fails again.
  const before = attempts
  await tryAgain.click()
  await expect.poll(() => attempts).toBeGreaterThan(before)
  await expect(tryAgain).toBeVisible()

  // Reachable again: Try again shows the view.
  blocked = false
  await tryAgain.click()
  await expect(
    dialog.getByRole('list', { name: 'All Wallets' }).getByRole('listitem').first(),
  ).toBeVisible()
  // The rest of the modal was never affected.
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
})
