import { emailLogin, readCode, uniqueEmail } from './embedded'
import { expect, test } from './fixtures'

// Key export from the page: Account's `Export private key` shows the secure frame over the
// ExportPrivateKey view; the visitor asks for a fresh code, types it in the frame, sees the key in
// the frame (never in the page's DOM), closes the screen and is back on Account.
test('exports the key inside the frame only, then back on Account', async ({ page }) => {
  test.setTimeout(180_000)
  const email = uniqueEmail('export')
  await page.goto('/')
  await emailLogin(page, email)
  const dialog = page.getByRole('dialog')
  const { id: loginMail } = await readCode(email)

  await dialog.getByRole('button', { name: 'Export private key' }).click()
  await expect(dialog.getByRole('heading', { name: 'Export Private Key' })).toBeVisible()
  const frame = page.frameLocator('#w3m-iframe')
  await expect(frame.locator('#export-key-title')).toBeVisible({ timeout: 30_000 })

  // Mails to one address are spaced 30 s: ask again until the frame says the code was sent.
  await expect(async () => {
    await frame.locator('#export-key-send').click()
    await expect(frame.locator('#export-key-code')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000, intervals: [5_000] })
  const { code } = await readCode(email, loginMail)
  await frame.locator('#export-key-code').fill(code)
  await frame.locator('#export-key-reveal').click()

  const key = frame.locator('#export-key-value')
  await expect(key).toHaveText(/^0x[0-9a-fA-F]{64}$/, { timeout: 30_000 })
  const shown = (await key.textContent()) as string
  // The page itself never holds the key.
  const pageHtml = await page.evaluate(() => document.documentElement.outerHTML)
  expect(pageHtml.toLowerCase()).not.toContain(shown.toLowerCase().slice(2))

  await frame.locator('#export-key-close').click()
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('#w3m-iframe')).toBeHidden()
})
