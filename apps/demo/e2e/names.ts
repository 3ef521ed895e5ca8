import { injectMockWallet } from '@airlock/testing/playwright'
import type { Page } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { connectWallet } from './connectWallet'
import { test as base, expect, walletName } from './fixtures'

export { expect }

// Helpers of names.spec.ts and names.dev.spec.ts. Names (issue 18): from Account's `Choose a
// name`, the RegisterAccountName form (the rule and the availability as the visitor types, suggestions from the cloud), Register (the wallet signs,
// the cloud checks the signature and stores the name), RegisterAccountNameSuccess, the name and
// avatar in Account and the account button, and the name resolved from a second browser. Each
// test's wallet is a fresh key, so the seeded accounts other specs use stay nameless.

/** The demo's `test` with a wallet holding a fresh key (so no seeded account gets a name). */
export const test = base.extend({
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
        // Past the build's CSP, as an extension's background page is (e2e/fixtures.ts).
        rpcOutsidePage: true,
      }),
    ),
})

/** A label no other test uses. */
export const uniqueLabel = () => `e2e-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** Connects, opens Account from the account button and presses Choose a name. */
export async function openForm(page: Page, address: string) {
  await page.goto('/')
  await connectWallet(page, address)
  await page.getByRole('button', { name: /^0x/ }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Choose a name' }).click()
  await expect(dialog.getByRole('heading', { name: 'Choose Name' })).toBeVisible()
  return dialog
}

/**
 * The whole flow: the rule, a taken name with suggestions, a free name registered, then the name
 * and avatar in Account and the name on the page's account button. Resolves to the name.
 */
export async function registerName(page: Page, address: string): Promise<string> {
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
