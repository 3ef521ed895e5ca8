import type { Page } from '@playwright/test'
import { connectWallet } from './connectWallet'
import { emailLogin, uniqueEmail } from './embedded'
import { expect, test, walletName } from './fixtures'

// The generic views (issue 18), each reached from the UI as a visitor does: the help views from
// Connect and Networks, GetWallet and a wallet's Downloads from the registry, Account settings,
// Profile and the account type switch, the compatible networks from Receive, Activity's full view,
// and the collapsed Connect view's full wallet and social lists (the demo's /compact page).

/** Opens Account from the page's account button. */
async function openAccount(page: Page) {
  await page.getByRole('button', { name: /^0x/ }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  return dialog
}

/** Connect -> What is a wallet? -> Get a wallet -> a registry wallet's Downloads. */
async function walletHelpToDownloads(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'What is a wallet?' }).click()
  await expect(dialog.getByRole('heading', { name: 'What is a Wallet?' })).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'One login for every app' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Get a wallet' }).click()
  await expect(dialog.getByRole('heading', { name: 'Get a Wallet' })).toBeVisible()
  const wallets = dialog.getByRole('list', { name: 'Wallets' }).getByRole('button')
  await expect(wallets).toHaveCount(6)
  // The registry's first entries are its test wallets (no store links); the fourth is a
  // generated wallet with a website, and app-store links where it has a mobile app.
  const picked = (await wallets.nth(3).textContent()) as string
  await wallets.nth(3).click()
  await expect(dialog.getByRole('heading', { name: picked })).toBeVisible()
  const website = dialog.getByRole('link', { name: 'Website' })
  await expect(website).toHaveAttribute('href', /^https:\/\/[a-z0-9]+\.example$/)
  await expect(website).toHaveAttribute('target', '_blank')
  // Back, back, back: the visitor is on Connect again.
  for (const title of ['Get a Wallet', 'What is a Wallet?', 'Connect Wallet']) {
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible()
  }
  return dialog
}

test('the help views: What is a wallet? -> Get a wallet -> Downloads, and What is a network?', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  const dialog = await walletHelpToDownloads(page)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)

  await connectWallet(page, wallet.addresses[0] as string)
  await openAccount(page)
  await dialog.getByRole('button', { name: 'Ethereum' }).click()
  await expect(dialog.getByRole('heading', { name: 'Networks' })).toBeVisible()
  await dialog.getByRole('button', { name: 'What is a network?' }).click()
  await expect(dialog.getByRole('heading', { name: 'What is a Network?' })).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Fees and speed differ' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Choose a network' }).click()
  await expect(dialog.getByRole('heading', { name: 'Networks' })).toBeVisible()
})

test('Account settings, Profile, compatible networks from Receive, and See all activity', async ({
  page,
  wallet,
}) => {
  const address = wallet.addresses[0] as string
  await page.goto('/')
  await connectWallet(page, address)
  const dialog = await openAccount(page)

  await dialog.getByRole('button', { name: 'Account settings' }).click()
  await expect(dialog.getByRole('heading', { name: 'Account Settings' })).toBeVisible()
  // An injected wallet is an EOA: no account type to change (SPEC-READINGS).
  await expect(dialog.getByRole('button', { name: 'Change account type' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Profile' }).click()
  await expect(dialog.getByRole('heading', { name: 'Profile' })).toBeVisible()
  const accounts = dialog.getByRole('list', { name: 'Your accounts' }).getByRole('button')
  await expect(accounts).toHaveCount(1)
  await expect(accounts).toHaveAttribute('aria-current', 'true')
  await expect(accounts).toContainText(`${address.slice(0, 6)}...${address.slice(-4)}`)
  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.getByRole('button', { name: 'Back' }).click()

  await dialog.getByRole('button', { name: 'Receive' }).click()
  await dialog.getByRole('button', { name: 'Compatible networks' }).click()
  await expect(dialog.getByRole('heading', { name: 'Compatible Networks' })).toBeVisible()
  const networks = dialog.getByRole('list', { name: 'Compatible Networks' }).getByRole('listitem')
  // The demo's networks, the active one first.
  await expect(networks.first()).toHaveText('Ethereum')
  await expect(networks.filter({ hasText: 'Base' })).toHaveCount(1)
  // Each with its icon from the cloud, loaded.
  for (const icon of await networks.locator('img').all()) {
    await expect
      .poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
  }
  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.getByRole('button', { name: 'Back' }).click()

  await dialog.getByRole('tab', { name: 'Activity' }).click()
  await dialog.getByRole('button', { name: 'See all activity' }).click()
  await expect(dialog.getByRole('heading', { name: 'Activity' })).toBeVisible()

  // Disconnect from the settings ends the visit.
  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.getByRole('button', { name: 'Account settings' }).click()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')
  await expect(dialog).toHaveCount(0)
})

test('the embedded wallet switches to its EOA and back to its smart account', async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto('/')
  const smart = await emailLogin(page, uniqueEmail('account-type'))
  const shown = page.getByRole('status', { name: 'Address' })
  const dialog = page.getByRole('dialog')

  await dialog.getByRole('button', { name: 'Account settings' }).click()
  // The embedded eip155 wallet starts as a smart account (SPEC.md §6).
  await expect(dialog.getByText('Account type: Smart account')).toBeVisible()
  await dialog.getByRole('button', { name: 'Profile' }).click()
  const accounts = dialog.getByRole('list', { name: 'Your accounts' }).getByRole('button')
  await expect(accounts).toHaveCount(2)
  await expect(dialog.locator('[aria-current="true"]')).toContainText('Smart account')
  await dialog.getByRole('button', { name: 'Back' }).click()

  await dialog.getByRole('button', { name: 'Change account type' }).click()
  await expect(dialog.getByRole('heading', { name: 'Account Type' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Switch to your EOA' }).click()
  await expect(shown).not.toHaveText(smart, { timeout: 30_000 })
  const eoa = (await shown.textContent()) as string
  expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(dialog.locator('li[aria-current="true"] h3')).toHaveText(/^EOA/)

  // And back: the smart account is offered again on Ethereum and comes back with its address.
  await dialog.getByRole('button', { name: 'Switch to your smart account' }).click()
  await expect(shown).toHaveText(smart, { timeout: 30_000 })
  await expect(dialog.locator('li[aria-current="true"] h3')).toHaveText(/^Smart account/)
})

test('the compact Connect view: Continue with a wallet and All socials open the full lists', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Compact connect' }).click()
  await expect(page).toHaveURL(/\/compact$/)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  const socials = dialog.getByRole('region', { name: 'Continue with a social account' })
  await expect(socials.getByRole('button')).toHaveText([
    'Continue with Google',
    'Continue with X',
    'All socials',
  ])
  await socials.getByRole('button', { name: 'All socials' }).click()
  await expect(dialog.getByRole('heading', { name: 'All Socials' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: /^Continue with / })).toHaveCount(7)
  await dialog.getByRole('button', { name: 'Back' }).click()

  await expect(dialog.getByRole('button', { name: walletName })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Continue with a wallet' }).click()
  await expect(dialog.getByRole('heading', { name: 'Choose a Wallet' })).toBeVisible()
  await dialog.getByRole('button', { name: walletName }).first().click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
    wallet.addresses[0] as string,
  )
})

test('on a phone (390x844): the help views and Account settings fit the screen', async ({
  page,
  wallet,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const dialog = await walletHelpToDownloads(page)
  // The modal fits the screen (the page's own header is issue 21's).
  const fits = async () => {
    const box = await page.getByRole('dialog').boundingBox()
    return box ? Math.max(box.x + box.width, 390 - box.x) : 0
  }
  expect(await fits()).toBeLessThanOrEqual(390)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)

  await connectWallet(page, wallet.addresses[0] as string)
  await openAccount(page)
  await dialog.getByRole('button', { name: 'Account settings' }).click()
  await expect(dialog.getByRole('heading', { name: 'Account Settings' })).toBeVisible()
  const disconnect = dialog.getByRole('button', { name: 'Disconnect' })
  await disconnect.scrollIntoViewIfNeeded()
  await expect(disconnect).toBeInViewport()
  expect(await fits()).toBeLessThanOrEqual(390)
  await dialog.getByRole('button', { name: 'Profile' }).click()
  await expect(dialog.getByRole('list', { name: 'Your accounts' })).toBeInViewport()
  expect(await fits()).toBeLessThanOrEqual(390)
})
