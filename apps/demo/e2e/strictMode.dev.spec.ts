import { connectWallet } from './connectWallet'
import { approveInFrame, emailLogin, uniqueEmail } from './embedded'
import { expect, test } from './fixtures'

// The demo under `vite dev`, as `npm run dev` serves it: React's StrictMode mounts, unmounts and
// mounts every component again. A pending approval owned by ApproveTransaction's unmount cleanup
// was declined at once there (`Signature declined`), which the production build never showed.

test('dev server (StrictMode): embedded email login, then a signature approved inside the frame', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.goto('/')
  await emailLogin(page, uniqueEmail('strict'))
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Approve Transaction' }),
  ).toBeVisible({ timeout: 30_000 })
  await approveInFrame(page, 'Sign message')
  const signature = page.getByRole('status', { name: 'Signature result' })
  await expect(signature).toContainText(/0x[0-9a-f]{130}/, { timeout: 30_000 })
  await expect(signature).toContainText('Valid')
  await expect(signature).not.toContainText('Signature declined')
})

test('dev server (StrictMode): an injected wallet connects and signs', async ({ page, wallet }) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await connectWallet(page, wallet.addresses[0] as string)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const result = page.getByRole('status', { name: 'Signature result' })
  await expect(result).toContainText(/0x[0-9a-f]{130}/)
  await expect(result).toContainText('Valid')
})
