import { emailLogin, uniqueEmail } from './embedded'
import { expect, test } from './fixtures'

// Under `vite dev` (React StrictMode mounts every view twice): SwitchAccountType asks the frame
// for the smart-account networks on opening and holds a switch while the frame answers; the
// embedded wallet goes from its smart account to its EOA and back.
test('the embedded wallet switches to its EOA and back under StrictMode', async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto('/')
  const smart = await emailLogin(page, uniqueEmail('account-type-dev'))
  const shown = page.getByRole('status', { name: 'Address' })
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Account settings' }).click()
  await dialog.getByRole('button', { name: 'Change account type' }).click()
  await expect(dialog.getByRole('heading', { name: 'Account Type' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Switch to your EOA' }).click()
  await expect(shown).not.toHaveText(smart, { timeout: 30_000 })
  await dialog.getByRole('button', { name: 'Switch to your smart account' }).click()
  await expect(shown).toHaveText(smart, { timeout: 30_000 })
  await expect(dialog.locator('li[aria-current="true"] h3')).toHaveText(/^Smart account/)
})
