import { expect, test, walletName } from './fixtures'
import {
  chainBalance,
  expectMirroredModal,
  modalRoot,
  quantityIn,
  switchLanguage,
} from './showcase'

// The demo as a showcase (issue 21): a language switch wired to `createAirlock({ locale })`, the
// theme mode and accent colour wired to the kit's theme, and a link to every page.

const HEBREW = { tag: 'he', connect: 'חיבור ארנק', close: 'סגירה' }
const ARABIC = { tag: 'ar', connect: 'ربط المحفظة', close: 'إغلاق' }

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''

  test(`Hebrew and Arabic mirror the modal${label}`, async ({ page }) => {
    if (viewport) await page.setViewportSize(viewport)
    await page.goto('/')
    await switchLanguage(page, 'he')
    await expectMirroredModal(page, HEBREW)
    await switchLanguage(page, 'ar')
    await expectMirroredModal(page, ARABIC)
    // Back to English: left to right again.
    await switchLanguage(page, 'en')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    expect(await modalRoot(dialog)).toEqual({ dir: 'ltr', lang: 'en' })
  })

  test(`Japanese: the modal's words and numbers in Japanese, German's decimal comma${label}`, async ({
    page,
    wallet,
    cloud,
  }) => {
    if (viewport) await page.setViewportSize(viewport)
    const address = wallet.addresses[0] as string
    await page.goto('/')
    await switchLanguage(page, 'ja')
    await page.getByRole('button', { name: 'ウォレットを接続' }).click()
    // The dialog is named by its title, which changes with the view: found by role alone.
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: walletName }).first().click()
    await expect(page.getByRole('status', { name: 'Address' })).toHaveText(address)
    await expect(dialog.getByRole('heading', { name: 'アカウント' })).toBeVisible()
    await expect(dialog.getByRole('tab', { name: 'トークン' })).toBeVisible()
    expect(await modalRoot(dialog)).toEqual({ dir: 'ltr', lang: 'ja' })
    // The balance as the chain has it, written the Japanese way (the page's header and the modal).
    const ether = await chainBalance(cloud.rpc[1] as string, address)
    const japanese = `${await quantityIn(page, 'ja', ether)} ETH`
    await expect(page.getByRole('status', { name: 'Balance' })).toHaveText(japanese)
    await expect(dialog.getByText(japanese, { exact: true }).first()).toBeVisible()
    // Dollar values in the Tokens tab: Japanese writes US dollars `$1,234.50`.
    const values = dialog.locator('.al-list-item-end')
    await expect(values.first()).toHaveText(/^\$[\d,]+\.\d{2}$/)
    await dialog.getByRole('button', { name: '閉じる' }).first().click()

    // German writes the same balance with a decimal comma: the locale, not the page, decides.
    await switchLanguage(page, 'de')
    const german = `${await quantityIn(page, 'de', await chainBalance(cloud.rpc[1] as string, address))} ETH`
    expect(german).toMatch(/,\d{3} ETH$/)
    await expect(page.getByRole('status', { name: 'Balance' })).toHaveText(german)
    await page.getByRole('button', { name: /^0x/ }).first().click()
    const konto = page.getByRole('dialog', { name: 'Konto' })
    await expect(konto.locator('.al-list-item-end').first()).toHaveText(/^[\d.]+,\d{2}\s\$$/)
  })

  test(`theme mode and accent colour switch the modal and the page${label}`, async ({ page }) => {
    if (viewport) await page.setViewportSize(viewport)
    await page.goto('/')
    const theme = page.getByRole('group', { name: 'Theme' })
    await theme.getByRole('radio', { name: 'Dark' }).check()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await page
      .getByRole('group', { name: 'Accent colour' })
      .getByRole('radio', { name: 'Rose' })
      .check()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    const look = () =>
      dialog.evaluate((node) => {
        const root = node.closest('.al-root') as HTMLElement
        return {
          theme: root.getAttribute('data-theme'),
          accent: getComputedStyle(root).getPropertyValue('--al-accent').trim(),
          scheme: getComputedStyle(document.documentElement).colorScheme,
        }
      })
    expect(await look()).toEqual({ theme: 'dark', accent: '#be123c', scheme: 'dark' })
    // Both choices outlive a reload (the kit stores the mode, the demo the accent).
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    expect(await look()).toEqual({ theme: 'dark', accent: '#be123c', scheme: 'dark' })
    await dialog.getByRole('button', { name: 'Close' }).click()
    // System: the stored mode is forgotten, the modal follows the operating system again.
    await theme.getByRole('radio', { name: 'System' }).check()
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./)
    await page.reload()
    await expect(
      page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'System' }),
    ).toBeChecked()
  })
}

test('every page of the demo is a link away', async ({ page }) => {
  await page.goto('/')
  const pages = page.getByRole('navigation', { name: 'Pages' })
  const links: readonly (readonly [string, string])[] = [
    ['Home', '/'],
    ['Inline modal', '/inline'],
    ['Compact connect', '/compact'],
    ['Sign in', '/siwx'],
    ['Sign in with Ethereum', '/siwe'],
    ['Solana', '/solana'],
    ['Sign in with Solana', '/siwx?solana'],
    ['wagmi hooks', '/wagmi-hooks'],
  ]
  for (const [name, href] of links)
    await expect(pages.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  await expect(pages.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  await pages.getByRole('link', { name: 'Solana', exact: true }).click()
  await expect(page).toHaveURL(/\/solana$/)
  await expect(
    page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Solana', exact: true }),
  ).toHaveAttribute('aria-current', 'page')
})

// Traditional Chinese (issue 21): a browser set to Taiwan's or Hong Kong's Chinese reads the modal
// in Traditional characters (it fell back to Simplified zh-CN), and the switch offers it.
for (const browserLocale of ['zh-TW', 'zh-HK']) {
  test.describe(`a browser in ${browserLocale}`, () => {
    test.use({ locale: browserLocale })

    test('reads the modal in Traditional Chinese, not Simplified', async ({ page }) => {
      await page.goto('/')
      await page.getByRole('button', { name: '連接錢包' }).click()
      const dialog = page.getByRole('dialog', { name: '連接錢包' })
      await expect(dialog.getByRole('heading', { name: '連接錢包' })).toBeVisible()
      expect(await modalRoot(dialog)).toEqual({ dir: 'ltr', lang: 'zh-TW' })
      await expect(dialog.getByRole('button', { name: /^所有錢包/ })).toBeVisible()
      await expect(dialog.getByText('连接钱包')).toHaveCount(0)
    })
  })
}

test('the language switch offers Traditional Chinese beside Simplified', async ({ page }) => {
  await page.goto('/')
  await switchLanguage(page, 'zh-TW')
  await expect(page.getByRole('button', { name: '連接錢包' })).toBeVisible()
  await switchLanguage(page, 'zh-CN')
  await expect(page.getByRole('button', { name: '连接钱包' })).toBeVisible()
})
