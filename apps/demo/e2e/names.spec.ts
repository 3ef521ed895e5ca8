import { injectMockWallet } from '@airlock/testing/playwright'
import type { Page } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { connectWallet } from './connectWallet'
import { test as base, expect, walletName } from './fixtures'

// Names (issue 18): from Account's `Choose a name`, the RegisterAccountName form (the rule and
// the availability as the visitor types, suggestions from the cloud), Register (the wallet signs,
// the cloud checks the signature and stores the name), RegisterAccountNameSuccess, the name and
// avatar in Account and the account button, and the name resolved from a second browser. Each
// test's wallet is a fresh key, so the seeded accounts other specs use stay nameless.

const test = base.extend({
  wallet: async ({ page, cloud }, use) =>
    use(
      await injectMockWallet(page, {
        privateKeys: [generatePrivateKey()],
        chains: [
          { id: 1, rpcUrl: cloud.rpc[1] as string },
          { id: 8453, rpcUrl: cloud.rpc[8453] as string },
        ],
        name: walletName,
        rdns: 'dev.airlock.testwallet',
      }),
    ),
})

const uniqueLabel = () => `e2e-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** Connects, opens Account from the account button and presses Choose a name. */
async function openForm(page: Page, address: string) {
  await page.goto('/')
  await connectWallet(page, address)
  await page.getByRole('button', { name: /^0x/ }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Choose a name' }).click()
  await expect(dialog.getByRole('heading', { name: 'Choose Name' })).toBeVisible()
  return dialog
}

async function registerName(page: Page, address: string): Promise<string> {
  const dialog = await openForm(page, address)
  const input = dialog.getByRole('textbox', { name: 'Account name' })
  const register = dialog.getByRole('button', { name: 'Register' })
  // The rule first (SPEC §5), then a taken name (the seed's alice.airlock) with free suggestions.
  await input.fill('abc')
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await expect(register).toBeDisabled()
  await input.fill('alice')
  await expect(dialog.getByText('alice.airlock is already taken')).toBeVisible()
  const suggestions = dialog.getByRole('list', { name: 'Suggestions' })
  await expect(suggestions.getByRole('button', { name: 'alice1.airlock' })).toBeVisible()
  await expect(register).toBeDisabled()
  // A free name: available, registered.
  const label = uniqueLabel()
  const name = `${label}.airlock`
  await input.fill(label)
  await expect(dialog.getByText(`${name} is available`)).toBeVisible()
  await register.click()
  await expect(dialog.getByRole('heading', { name: 'Name Registered' })).toBeVisible()
  await expect(dialog.getByText(`${name} is now your account name`)).toBeVisible()
  await dialog.getByRole('button', { name: 'Account' }).click()
  // Account shows the name and the cloud's avatar; the page's account button shows the name.
  await expect(dialog.getByText(name, { exact: true })).toBeVisible()
  const avatar = dialog.locator(`img[src*="/public/getAvatarImage/${name}"]`).first()
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  await expect(dialog.getByRole('button', { name: 'Choose a name' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('button', { name })).toBeVisible()
  return name
}

test('register a name with the injected wallet, see it in Account, resolve it from a second browser', async ({
  page,
  wallet,
  browser,
  cloud,
  baseURL,
}) => {
  const address = wallet.addresses[0] as string
  const name = await registerName(page, address)

  // A second browser (its own storage, no wallet) resolves the name through the cloud.
  const other = await browser.newContext()
  try {
    const second = await other.newPage()
    await second.goto(baseURL as string)
    const url = `${cloud.url}/v1/profile/account/${name}?projectId=${cloud.projectId}&st=e2e&sv=0`
    const profile = await second.evaluate(async (href) => {
      const response = await fetch(href)
      return { status: response.status, body: await response.json() }
    }, url)
    expect(profile.status).toBe(200)
    expect(profile.body).toMatchObject({
      name,
      addresses: { '60': { address: address.toLowerCase() } },
    })
  } finally {
    await other.close()
  }
})

test('register a name on a phone (390x844)', async ({ page, wallet }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await registerName(page, wallet.addresses[0] as string)
})

test('a refused signature comes back to the form with Error registering name', async ({
  page,
  wallet,
}) => {
  const dialog = await openForm(page, wallet.addresses[0] as string)
  // The visitor refuses to sign in the wallet.
  await wallet.setBehavior({ rejectRequests: ['personal_sign'] })
  const label = uniqueLabel()
  const input = dialog.getByRole('textbox', { name: 'Account name' })
  await input.fill(label)
  await expect(dialog.getByText(`${label}.airlock is available`)).toBeVisible()
  await dialog.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText(`Error registering name ${label}.airlock`)).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Choose Name' })).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Account name' })).toHaveValue(label)
  await expect(dialog.getByRole('button', { name: 'Choose a name' })).toHaveCount(0)
})
