import { connectWallet } from './connectWallet'
import { approveInFrame, emailLogin, uniqueEmail } from './embedded'
import { DESKTOP, expectCompactTag, PHONE, signShowsEveryRow } from './faults'
import { expect, test } from './fixtures'

// Issue 21's faults that depend on React's StrictMode (mount, unmount, mount again), under
// vite dev as `npm run dev` serves the demo: the frame's approval of "Sign message" (its view's
// cleanup declined it at once), the account's identity, the inline modal following the
// connection, the demo's words for a failed send, the social login window closing.

for (const viewport of [DESKTOP, PHONE]) {
  const size = `${viewport.width}x${viewport.height}`
  test(`dev (StrictMode, ${size}): the embedded wallet's identity, tag, and every approval row`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize(viewport)
    await page.goto('/')
    const email = uniqueEmail('faults-dev')
    await emailLogin(page, email)
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText(`Signed in as ${email}`)).toBeVisible()
    await expectCompactTag(dialog)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
    await signShowsEveryRow(page)
    if (viewport === PHONE) return
    await page.getByRole('button', { name: 'Send transaction' }).click()
    await approveInFrame(page, 'Send transaction')
    await expect(page.getByRole('status', { name: 'Transaction result' })).toHaveText(
      'Not enough ETH: this account holds less than it sends',
      { timeout: 30_000 },
    )
  })
}

test('dev (StrictMode): social login closes its window and the account shows the social identity', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Continue with GitHub' }).click(),
  ])
  const login = `faults-${Date.now()}`
  await popup.getByRole('textbox', { name: 'Login' }).fill(login)
  await popup.getByLabel('Password').fill('secret')
  await popup.getByRole('button', { name: 'Sign-in' }).click()
  await popup.getByRole('button', { name: 'Allow' }).click()
  // The window may close before a 'close' listener could be attached: poll its state.
  await expect.poll(() => popup.isClosed(), { timeout: 30_000 }).toBe(true)
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(/^0x[0-9a-fA-F]{40}$/, {
    timeout: 60_000,
  })
  await expect(page.getByRole('dialog').getByText(/^Signed in with GitHub as /)).toBeVisible()
})

test('dev (StrictMode): the inline modal follows a restored session and a disconnect; a refused send is declined', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  await connectWallet(page, wallet.addresses[0] as string)
  await wallet.setBehavior({ rejectRequests: ['eth_sendTransaction'] })
  await page.getByRole('button', { name: 'Send transaction' }).click()
  await expect(page.getByRole('status', { name: 'Transaction result' })).toHaveText(
    'Transaction declined',
  )
  await wallet.setBehavior({ rejectRequests: false })
  await page.goto('/inline')
  const embedded = page.getByRole('region', { name: 'The modal, embedded' })
  await expect(embedded.getByRole('heading', { name: 'Account' })).toBeVisible()
  await embedded.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')
  await expect(embedded.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
})
