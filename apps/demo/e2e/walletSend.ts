import type { Locator, Page } from '@playwright/test'
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

/** The seeded ERC-20s on chain 1 (decimals 6 and 18). */
export const USDC = '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9'
export const AIR = '0x10Aeafac83d48E2f9ac4bAAf94311c45fACe1404'

/** Picks `token` (its symbol) in the send form, types the amount and the receiver. */
export async function fillSend(
  dialog: Locator,
  { token, amount, to }: { token: string; amount: string; to: string },
) {
  const picker = dialog.getByLabel('Token', { exact: true })
  const option = picker.locator('option', { hasText: new RegExp(`^${token} `) })
  await picker.selectOption((await option.getAttribute('value')) as string)
  await dialog.getByLabel('Amount', { exact: true }).fill(amount)
  await dialog.getByLabel('To', { exact: true }).fill(to)
  await expect(dialog.getByTestId('send-receiver')).toBeVisible()
}

/** What the form holds: the picked token's symbol, the amount and the receiver as typed. */
export async function sendForm(dialog: Locator) {
  const picker = dialog.getByLabel('Token', { exact: true })
  const picked = await picker.locator('option:checked').textContent()
  return {
    token: picked?.split(' ')[0],
    amount: await dialog.getByLabel('Amount', { exact: true }).inputValue(),
    to: await dialog.getByLabel('To', { exact: true }).inputValue(),
  }
}
