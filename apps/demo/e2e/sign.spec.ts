import { connectWallet } from './connectWallet'
import { expect, test } from './fixtures'

test('sign a message and see the signature verified', async ({ page, wallet }) => {
  await page.goto('/')
  await connectWallet(page, wallet.addresses[0] as string)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const result = page.getByRole('status', { name: 'Signature result' })
  await expect(result).toContainText(/0x[0-9a-f]{130}/)
  await expect(result).toContainText('Valid')
})

test('a declined signature shows the spec words', async ({ page, wallet }) => {
  await page.goto('/')
  await connectWallet(page, wallet.addresses[0] as string)
  await wallet.setBehavior({ rejectRequests: ['personal_sign'] })
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByRole('status', { name: 'Signature result' })).toHaveText(
    'Signature declined',
  )
})
