import type { Page } from '@playwright/test'
import { expect, walletName } from './fixtures'

/**
 * Connects the mock wallet through the modal the way a visitor does, waits for the address in
 * the page, and closes the modal (which shows the Account view after connecting).
 */
export async function connectWallet(page: Page, address: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: walletName }).first().click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(address)
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}
