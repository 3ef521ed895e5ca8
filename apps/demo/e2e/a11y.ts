import type { Page } from '@playwright/test'
import { expect, walletName } from './fixtures'

// Accessibility and phone layout (issue 21), shared by a11y.spec.ts (the build) and
// a11y.dev.spec.ts (`vite dev`, React StrictMode).

export const PHONE = { width: 390, height: 844 }

/**
 * Focus follows the modal: the new view's heading on every view change (the control that opened
 * it is gone), Escape closes from there, and closing returns to the button that opened the modal
 * (the same button once it shows the account).
 */
export async function focusFollowsViews(page: Page, address: string): Promise<void> {
  await page.goto('/')
  const connectButton = page.getByRole('button', { name: 'Connect Wallet' })
  await connectButton.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeFocused()

  await dialog.getByRole('button', { name: 'All Wallets' }).press('Enter')
  await expect(dialog.getByRole('heading', { name: 'All Wallets' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Back' }).press('Enter')
  await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(connectButton).toBeFocused()

  await connectButton.press('Enter')
  await page.getByRole('dialog').getByRole('button', { name: walletName }).first().press('Enter')
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(address)
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Account' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The opener, now showing the account.
  const accountButton = page.getByRole('button', { name: new RegExp(`^${address.slice(0, 6)}`) })
  await expect(accountButton).toBeFocused()
}

/** Nothing in the page is wider than the phone's screen. */
async function expectNoSideways(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width)
}

/**
 * On a 390 px phone: once connected, and on Unsupported Network, the header's account and network
 * buttons stay on the screen; the Unsupported Network sheet is entirely on the screen, refuses to
 * close, and its Disconnect lets a visitor who does not want to switch leave.
 */
export async function phoneHeaderAndUnsupportedNetwork(
  page: Page,
  wallet: { addresses: readonly string[]; switchChain(id: number): Promise<unknown> },
): Promise<void> {
  const address = wallet.addresses[0] as string
  await page.setViewportSize(PHONE)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: walletName }).first().click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(address)
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const accountButton = page.getByRole('button', { name: new RegExp(`^${address.slice(0, 6)}`) })
  await expect(accountButton).toBeInViewport({ ratio: 1 })
  await expect(page.getByRole('button', { name: 'Ethereum' })).toBeInViewport({ ratio: 1 })
  await expectNoSideways(page)

  await wallet.switchChain(10)
  const dialog = page.getByRole('dialog', { name: 'Unsupported Network' })
  await expect(dialog).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unsupported Network' })).toBeInViewport({
    ratio: 1,
  })
  await expect(accountButton).toBeInViewport({ ratio: 1 })
  await expectNoSideways(page)
  // The sheet, after its entry animation, from its title to its last button.
  await expect
    .poll(async () => {
      const box = await dialog.boundingBox()
      // Whole pixels: the sheet sits at a fractional offset.
      return box ? box.y >= -0.5 && box.y + box.height <= PHONE.height + 0.5 : false
    })
    .toBe(true)
  const disconnect = dialog.getByRole('button', { name: 'Disconnect' })
  await expect(disconnect).toBeInViewport({ ratio: 1 })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  await disconnect.click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeInViewport()
}
