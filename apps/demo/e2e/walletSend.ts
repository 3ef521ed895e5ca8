import type { Page } from '@playwright/test'
import { connectWallet } from './connectWallet'
import { expect } from './fixtures'

/** `bob.airlock` is seeded for this account (the cloud's seeded names). */
export const BOB = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

/** Connects the mock wallet's `address`, opens Account, then Send; returns the dialog. */
export async function openSend(page: Page, address: string) {
  await page.goto('/')
  await connectWallet(page, address)
  await page.getByRole('button', { name: /^0x/ }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
  return dialog
}
