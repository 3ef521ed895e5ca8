import type { Locator, Page } from '@playwright/test'
import { expect, walletName } from './fixtures'

// Keyboard only (issue 21): no click, no locator.press or focus; only the keys a visitor presses.
// Shared by keyboard.spec.ts (the build) and keyboard.dev.spec.ts (`vite dev`, StrictMode).

/** Whether `locator` has the focus, looking through shadow roots. */
function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active === element
  })
}

/** Whether a button inside `container` has the focus. */
function hasFocusedButton(container: Locator): Promise<boolean> {
  return container.evaluate((element) => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active instanceof HTMLButtonElement && element.contains(active)
  })
}

/** Presses `key` (Tab by default) until `target` has the focus; fails after `max` presses. */
async function pressUntil(page: Page, target: Locator, key = 'Tab', max = 40): Promise<void> {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}

/** The live region's words: the modal announces connection changes to screen readers. */
function announced(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) })
}

/**
 * Connects, opens Account, switches network and disconnects with the keyboard alone: Tab to the
 * header's buttons, Enter to open, arrow keys through the wallet and network lists, Escape to
 * close; focus lands on each view's heading and goes back to the button that opened the modal.
 */
export async function keyboardOnly(
  page: Page,
  wallet: { addresses: readonly string[]; chainId(): Promise<number> },
): Promise<void> {
  const address = wallet.addresses[0] as string
  await page.goto('/')
  const connectButton = page.getByRole('button', { name: 'Connect Wallet' })
  await pressUntil(page, connectButton)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeFocused()

  // Tab to the wallet list, then the arrows move within it.
  const wallets = dialog.getByRole('list', { name: 'Wallets' })
  const walletButton = wallets.getByRole('button', { name: walletName }).first()
  await pressUntil(page, walletButton)
  await page.keyboard.press('ArrowDown')
  await expect(walletButton).not.toBeFocused()
  // The next wallet of the list has the focus.
  expect(await hasFocusedButton(wallets)).toBe(true)
  await page.keyboard.press('ArrowUp')
  await expect(walletButton).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(address)
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeFocused()
  await expect(announced(page, 'Connected')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  const accountButton = page.getByRole('button', { name: new RegExp(`^${address.slice(0, 6)}`) })
  await expect(accountButton).toBeFocused()

  // Account, from the header's account button.
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(accountButton).toBeFocused()

  // The network button, then the arrows to Base.
  const networkButton = page.getByRole('button', { name: 'Ethereum', exact: true })
  await pressUntil(page, networkButton)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Networks' })).toBeFocused()
  const networks = dialog.getByRole('list', { name: 'Networks' })
  await pressUntil(page, networks.getByRole('button', { name: /Ethereum/ }))
  await page.keyboard.press('ArrowDown')
  await expect(networks.getByRole('button', { name: /Base/ })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.poll(() => wallet.chainId()).toBe(8453)
  await expect(page.getByRole('button', { name: 'Base', exact: true })).toBeVisible()
  if ((await dialog.count()) > 0) await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  // Disconnect from Account.
  await pressUntil(page, accountButton, 'Shift+Tab')
  await page.keyboard.press('Enter')
  await pressUntil(page, dialog.getByRole('button', { name: 'Disconnect' }))
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')
  await expect(announced(page, 'Disconnected')).toHaveCount(1)
  await expect(connectButton).toBeFocused()
}
