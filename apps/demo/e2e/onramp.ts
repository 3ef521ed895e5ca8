import type { Locator, Page } from '@playwright/test'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { expect } from './fixtures'

// Helpers of the buy specs (onramp.spec.ts, onramp.dev.spec.ts): the modal's buy form and the
// local provider page the cloud serves (a test stand-in for a real provider).

/** USDC as seeded on every local chain (6 decimals). */
export const USDC: Address = '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9'

export const CARD = {
  number: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  name: 'Ada Buyer',
}
export const BANK = { holder: 'Ada Buyer', routing: '110000000', account: '000123456789' }

/** Reads a balance on a local chain: ETH, or an ERC-20 by its address. */
export function balanceOn(rpcUrl: string) {
  const client = createPublicClient({ transport: http(rpcUrl) })
  return (owner: string, token?: Address): Promise<bigint> =>
    token
      ? client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner as Address],
        })
      : client.getBalance({ address: owner as Address })
}

/** Opens Account from the page's account button and presses Buy. */
export async function openBuy(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^0x/ }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Buy', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Buy Crypto' })).toBeVisible()
  return dialog
}

/** Types the amount, waits for its quote and returns what it says arrives, in `symbol`. */
export async function quote(dialog: Locator, amount: string, symbol = 'ETH'): Promise<string> {
  await dialog.getByLabel('You pay', { exact: true }).fill(amount)
  const line = dialog.getByTestId('onramp-quote')
  await expect(line).toContainText(new RegExp(`You get\\s*[\\d.]+ ${symbol}`))
  return new RegExp(`([\\d.]+) ${symbol}`).exec((await line.textContent()) ?? '')?.[1] as string
}

/** Fills the provider page's card form and pays; waits for `Purchase complete` there. */
export async function payByCard(provider: Page): Promise<void> {
  await provider.getByLabel('Card number').fill(CARD.number)
  await provider.getByLabel('Expiry (MM/YY)').fill(CARD.expiry)
  await provider.getByLabel('Security code').fill(CARD.cvc)
  await provider.getByLabel('Name on card').fill(CARD.name)
  await provider.getByRole('button', { name: 'Pay' }).click()
  await expect(provider.getByRole('heading', { name: 'Purchase complete' })).toBeVisible({
    timeout: 30_000,
  })
}

/** Finds the bank account and `currency` chosen on the provider page, fills the form and pays. */
export async function payByBank(provider: Page, currency: string): Promise<void> {
  // Preselected from the modal's choices.
  await expect(provider.getByRole('radio', { name: 'Bank account' })).toBeChecked()
  await expect(provider.getByLabel('Currency')).toHaveValue(currency)
  await provider.getByLabel('Account holder').fill(BANK.holder)
  await provider.getByLabel('Routing number').fill(BANK.routing)
  await provider.getByLabel('Account number').fill(BANK.account)
  await provider.getByRole('button', { name: 'Pay' }).click()
  await expect(provider.getByRole('heading', { name: 'Purchase complete' })).toBeVisible({
    timeout: 30_000,
  })
}

/** From the completed purchase to Activity on Account, where the entry is `Bought`. */
export async function seeBoughtInActivity(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'See purchases' }).click()
  await expect(dialog.getByTestId('onramp-activity').getByText('Bought').first()).toBeVisible()
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: /^0x/ }).first().click()
  await page.getByRole('dialog').getByRole('tab', { name: 'Activity' }).click()
  await expect(page.getByRole('dialog').getByText('Bought').first()).toBeVisible({
    timeout: 30_000,
  })
}

/**
 * A test double for the browser's popup blocker: `window.open` gives no window, as Chromium does
 * when it blocks one (Playwright's Chromium never blocks windows itself).
 */
export async function blockPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.open = () => null
  })
}

/**
 * The redirect flow: with the window blocked, the provider button takes the page itself to the
 * provider; after the card payment the provider offers `Back to the app` and goes back, where the
 * modal opens on the purchase and shows it complete. Returns the amount that arrived.
 */
export async function buyByRedirect(page: Page, address: string): Promise<string> {
  const dialog = await openBuy(page)
  const eth = await quote(dialog, '60')
  const app = new URL(page.url())
  await dialog.getByRole('button', { name: /Local test provider/ }).click()
  // The same tab, at the provider.
  await expect(page.getByRole('heading', { name: 'Buy ETH' })).toBeVisible()
  expect(new URL(page.url()).pathname).toMatch(/^\/onramp\/provider\//)
  await expect(page.getByTestId('onramp-destination')).toHaveText(address.toLowerCase())
  await payByCard(page)
  const back = page.getByRole('link', { name: 'Back to the app' })
  await expect(back).toBeVisible()
  expect(await back.getAttribute('href')).toBe(`${app.origin}${app.pathname}${app.search}`)
  // Back on the dapp (the page goes by itself after a short pause): the purchase, completed.
  await page.waitForURL((url) => url.origin === app.origin, { timeout: 30_000 })
  const done = page.getByRole('dialog').getByTestId('onramp-completed')
  await expect(done).toContainText('Purchase complete', { timeout: 30_000 })
  await expect(done).toContainText(`${eth} ETH arrived in your wallet`)
  // The record was single use.
  expect(await page.evaluate(() => sessionStorage.getItem('@airlock/ONRAMP_REDIRECT'))).toBeNull()
  return eth
}
