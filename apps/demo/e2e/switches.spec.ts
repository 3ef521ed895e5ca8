import { expect, test, walletName } from './fixtures'

// The feature switches of SPEC.md §9 the Connect view honours, each read by the demo from the
// page's query (src/featureSwitches.ts), and the Network Not Found alert (SPEC.md §8). Each test
// also looks at the page without the switch, so it fails if the switch were ignored.

test('legalCheckbox: nothing connects until the visitor agrees; the links open the terms and privacy pages', async ({
  page,
  context,
  wallet,
}) => {
  // Without the switch: no checkbox, the wallets are usable at once.
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: walletName }).first()).toBeEnabled()
  await expect(dialog.getByRole('checkbox')).toHaveCount(0)

  await page.goto('/?legalCheckbox=on')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const agree = dialog.getByRole('checkbox', {
    name: 'I agree to the Terms of Service and Privacy Policy',
  })
  await expect(agree).not.toBeChecked()
  const walletButton = dialog.getByRole('button', { name: walletName }).first()
  await expect(walletButton).toBeDisabled()
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeDisabled()
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeDisabled()
  await expect(dialog.getByRole('button', { name: /All Wallets/ })).toBeDisabled()
  // A click on the disabled wallet does nothing.
  await walletButton.click({ force: true })
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')

  // Each link opens its page in a new tab; the modal stays as it was.
  for (const [name, path] of [
    ['Terms of Service', '/terms'],
    ['Privacy Policy', '/privacy'],
  ] as const) {
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('link', { name }).click(),
    ])
    expect(new URL(tab.url()).pathname).toBe(path)
    await tab.close()
  }
  await expect(agree).not.toBeChecked()

  await agree.check()
  await expect(walletButton).toBeEnabled()
  await walletButton.click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
    wallet.addresses[0] as string,
  )
})

test('emailShowWallets off: the email field leads, the wallets wait behind Continue with a wallet', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: walletName }).first()).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Continue with a wallet' })).toHaveCount(0)

  await page.goto('/?emailShowWallets=off')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeVisible()
  const more = dialog.getByRole('button', { name: 'Continue with a wallet' })
  await expect(more).toBeVisible()
  await expect(dialog.getByRole('button', { name: walletName })).toHaveCount(0)
  await more.click()
  await expect(dialog.getByRole('heading', { name: 'Choose a Wallet' })).toBeVisible()
  await dialog.getByRole('button', { name: walletName }).first().click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
    wallet.addresses[0] as string,
  )
})

test('a network the dapp did not configure: Network not found for the dapp, Network Not Found in the modal', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Switch to Optimism' }).click()
  await expect(page.getByRole('status', { name: 'Network switch result' })).toHaveText(
    'Network not found',
  )
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const alert = page.getByRole('dialog').getByRole('alert').filter({ hasText: 'Network Not Found' })
  await expect(alert).toBeVisible()
  // The active network did not move.
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Connect Wallet' }),
  ).toBeVisible()
  await alert.getByRole('button', { name: 'Dismiss' }).click()
  await expect(alert).toHaveCount(0)
})

test('smartSessions: on for the smart-sessions page, off there when the query turns it off', async ({
  page,
}) => {
  const off = page.getByText('The smartSessions feature is off on this page.')
  await page.goto('/smart-sessions')
  await expect(page.getByRole('heading', { name: 'Smart sessions' })).toBeVisible()
  await expect(off).toHaveCount(0)
  await page.goto('/smart-sessions?smartSessions=off')
  await expect(page.getByRole('heading', { name: 'Smart sessions' })).toBeVisible()
  await expect(off).toBeVisible()
  await expect(page.getByRole('button', { name: 'Grant permission' })).toBeDisabled()
})
