import { expect, test, walletName } from './fixtures'

test('connect with the announced wallet: address and seeded balance', async ({ page, wallet }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: walletName }).first().click()
  const [address] = wallet.addresses
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(address as string)
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText(/^[1-9][\d.,]* ETH$/)
})
