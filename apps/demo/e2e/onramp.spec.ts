import type { Locator, Page } from '@playwright/test'
import { createPublicClient, type Hex, http, parseEther, parseUnits } from 'viem'
import { connectWallet } from './connectWallet'
import { emailLogin, uniqueEmail } from './embedded'
import { expect, test } from './fixtures'
import {
  balanceOn,
  blockPopups,
  buyByRedirect,
  openBuy,
  payByBank,
  payByCard,
  quote as quoteOf,
  seeBoughtInActivity,
  USDC,
} from './onramp'

// Buy (issue 19): from Account's `Buy`, an amount and its quote, the local provider in a new
// window (the cloud's provider page, a test stand-in), a card there, then back in the modal the
// purchase completes, the ETH arrives on the chain, and Activity lists it as `Bought`. With the
// window blocked (a test double for the popup blocker) the page itself goes to the provider and
// back; USDC paid in EUR by bank account goes through OnRampTokenSelect and OnRampFiatSelect.

const CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Ada Buyer' }

/** Types the amount, waits for its quote and returns the ETH it says arrives. */
async function quote(dialog: Locator, amount: string): Promise<string> {
  await dialog.getByLabel('You pay', { exact: true }).fill(amount)
  const line = dialog.getByTestId('onramp-quote')
  await expect(line).toContainText(/You get\s*[\d.]+ ETH/)
  return /([\d.]+) ETH/.exec((await line.textContent()) ?? '')?.[1] as string
}

/** Pays with a card in the provider's window the provider button opens. */
async function payWithCard(page: Page, dialog: Locator, address: string): Promise<void> {
  const opened = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: /Local test provider/ }).click()
  const provider = await opened
  await expect(provider.getByRole('heading', { name: 'Buy ETH' })).toBeVisible()
  await expect(provider.getByTestId('onramp-destination')).toHaveText(address.toLowerCase())
  // The provider checks its own form too: a wrong card number is named there.
  await provider.getByLabel('Card number').fill('4242 4242 4242 4241')
  await provider.getByLabel('Expiry (MM/YY)').fill(CARD.expiry)
  await provider.getByLabel('Security code').fill(CARD.cvc)
  await provider.getByLabel('Name on card').fill(CARD.name)
  await provider.getByRole('button', { name: 'Pay' }).click()
  await expect(provider.getByText('Enter a valid card number')).toBeVisible()
  await provider.getByLabel('Card number').fill(CARD.number)
  await provider.getByRole('button', { name: 'Pay' }).click()
  await expect(provider.getByRole('heading', { name: 'Purchase complete' })).toBeVisible({
    timeout: 30_000,
  })
  await provider.close()
}

/** The whole purchase after connecting: quote, provider, completion, chain, Activity. */
async function buy(page: Page, rpcUrl: string, address: Hex): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const before = await client.getBalance({ address })
  const dialog = await openBuy(page)
  const eth = await quote(dialog, '100')
  await payWithCard(page, dialog, address)
  const done = dialog.getByTestId('onramp-completed')
  await expect(done).toContainText('Purchase complete', { timeout: 30_000 })
  await expect(done).toContainText(`${eth} ETH arrived in your wallet`)
  // On the chain: exactly what the quote said.
  await expect
    .poll(async () => (await client.getBalance({ address })) - before)
    .toBe(parseEther(eth))
  // The purchases, and Activity on Account: the entry is `Bought`.
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

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`injected wallet: buy ETH with a card through the local provider${label}`, async ({
    page,
    wallet,
    cloud,
  }) => {
    test.setTimeout(120_000)
    if (viewport) await page.setViewportSize(viewport)
    const address = wallet.addresses[0] as Hex
    await page.goto('/')
    await connectWallet(page, address)
    await buy(page, cloud.rpc[1] as string, address)
  })
}

test('embedded wallet (email login): buy ETH with a card through the local provider', async ({
  page,
  cloud,
}) => {
  test.setTimeout(180_000)
  await page.goto('/')
  const address = (await emailLogin(page, uniqueEmail('onramp'))) as Hex
  await page.getByRole('button', { name: 'Close' }).click()
  await buy(page, cloud.rpc[1] as string, address)
})

test('validation: an amount outside the card limits is named and offers no provider', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  await connectWallet(page, wallet.addresses[0] as string)
  const dialog = await openBuy(page)
  const amount = dialog.getByLabel('You pay', { exact: true })
  await amount.fill('5')
  await expect(dialog.getByText('Enter an amount from 10 to 7500')).toBeVisible()
  await expect(dialog.getByRole('button', { name: /Local test provider/ })).toBeDisabled()
  await amount.fill('7501')
  await expect(dialog.getByText('Enter an amount from 10 to 7500')).toBeVisible()
  // A bank account allows more.
  await dialog.getByRole('button', { name: 'Bank account' }).click()
  await expect(dialog.getByTestId('onramp-quote')).toContainText('ETH')
  await expect(dialog.getByRole('button', { name: /Local test provider/ })).toBeEnabled()
})

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`blocked provider window: the page goes to the provider and back, the purchase completes${label}`, async ({
    page,
    wallet,
    cloud,
  }) => {
    test.setTimeout(120_000)
    if (viewport) await page.setViewportSize(viewport)
    await blockPopups(page)
    const address = wallet.addresses[0] as Hex
    const balance = balanceOn(cloud.rpc[1] as string)
    await page.goto('/')
    await connectWallet(page, address)
    const before = await balance(address)
    const eth = await buyByRedirect(page, address)
    await expect.poll(async () => (await balance(address)) - before).toBe(parseEther(eth))
    await seeBoughtInActivity(page)
    // A reload does not bring the purchase back: the record was used.
    await page.reload()
    await expect(page.getByRole('status', { name: 'Address' })).toHaveText(address)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
}

test('USDC paid in EUR by bank account: token and currency chosen, USDC arrives, Activity lists it', async ({
  page,
  wallet,
  cloud,
}) => {
  test.setTimeout(120_000)
  const address = wallet.addresses[0] as Hex
  const balance = balanceOn(cloud.rpc[1] as string)
  await page.goto('/')
  await connectWallet(page, address)
  const before = await balance(address, USDC)
  const dialog = await openBuy(page)
  // OnRampTokenSelect and OnRampFiatSelect.
  await dialog.getByRole('button', { name: 'Select token: ETH' }).click()
  await expect(dialog.getByRole('heading', { name: 'Select token' })).toBeVisible()
  await dialog.getByRole('button', { name: 'USD Coin (USDC)' }).click()
  await dialog.getByRole('button', { name: 'Select currency: USD' }).click()
  await expect(dialog.getByRole('heading', { name: 'Select currency' })).toBeVisible()
  await dialog.getByRole('button', { name: 'EUR', exact: true }).click()
  await expect(dialog.getByRole('button', { name: 'Select token: USDC' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Select currency: EUR' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Bank account' }).click()
  const usdc = await quoteOf(dialog, '250', 'USDC')
  // 250 EUR less the 1 % bank fee, at 1.08 USD per EUR and 1 USD per USDC.
  expect(Number(usdc)).toBeCloseTo(267.3, 1)
  const opened = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: /Local test provider/ }).click()
  const provider = await opened
  await expect(provider.getByRole('heading', { name: 'Buy USDC' })).toBeVisible()
  await expect(provider.getByLabel('Amount')).toHaveValue('250')
  await payByBank(provider, 'EUR')
  await provider.close()
  const done = dialog.getByTestId('onramp-completed')
  await expect(done).toContainText('Purchase complete', { timeout: 30_000 })
  await expect(done).toContainText(`${usdc} USDC arrived in your wallet`)
  await expect.poll(async () => (await balance(address, USDC)) - before).toBe(parseUnits(usdc, 6))
  await seeBoughtInActivity(page)
})

test('blocked window where the tab has no sessionStorage: the provider is offered as a link', async ({
  page,
  wallet,
}) => {
  test.setTimeout(120_000)
  await blockPopups(page)
  // Storage blocked by the browser's privacy settings: reading it throws, as Chromium does.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
  })
  const address = wallet.addresses[0] as Hex
  await page.goto('/')
  await connectWallet(page, address)
  const dialog = await openBuy(page)
  const eth = await quoteOf(dialog, '40')
  await dialog.getByRole('button', { name: /Local test provider/ }).click()
  await expect(dialog.getByText('Your browser blocked the window.')).toBeVisible()
  // The page stayed; the link (a click is never blocked) opens the provider with an opener.
  const opened = page.waitForEvent('popup')
  await dialog.getByRole('link', { name: 'Open Local test provider' }).click()
  const provider = await opened
  await payByCard(provider)
  await expect(provider.getByRole('link', { name: 'Back to the app' })).toBeHidden()
  await provider.close()
  const done = dialog.getByTestId('onramp-completed')
  await expect(done).toContainText(`${eth} ETH arrived in your wallet`, { timeout: 30_000 })
})
