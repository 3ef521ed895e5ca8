import { devices } from '@playwright/test'
import { connectWallet } from './connectWallet'
import { approveInFrame, emailLogin, uniqueEmail } from './embedded'
import { DESKTOP, expectCompactTag, expectOneFocusRing, PHONE, signShowsEveryRow } from './faults'
import { expect, test, walletName } from './fixtures'

// Issue 21's faults in the production build, each as a visitor met it; faults.dev.spec.ts runs
// the ones that depend on React's StrictMode under vite dev.

for (const viewport of [DESKTOP, PHONE]) {
  const size = `${viewport.width}x${viewport.height}`
  test(`embedded wallet (${size}): login identity, a compact account tag, every approval row shown`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize(viewport)
    await page.goto('/')
    const email = uniqueEmail('faults')
    await emailLogin(page, email)
    const dialog = page.getByRole('dialog')
    // The account says who signed in.
    await expect(dialog.getByText(`Signed in as ${email}`)).toBeVisible()
    await expectCompactTag(dialog)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
    await signShowsEveryRow(page)
    if (viewport === PHONE) return
    // The new smart account holds no ETH: the send is approved in the frame, and fails on chain.
    await page.getByRole('button', { name: 'Send transaction' }).click()
    await approveInFrame(page, 'Send transaction')
    const result = page.getByRole('status', { name: 'Transaction result' })
    await expect(result).not.toBeEmpty({ timeout: 30_000 })
    await expect(result).toHaveText('Not enough ETH: this account holds less than it sends')
  })
}

test('a declined connection is an error state: icon and colour, and Try again', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  await wallet.setBehavior({ rejectRequests: true })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: walletName }).first().click()
  const alert = dialog.getByRole('alert')
  await expect(alert).toContainText('Connection declined')
  // An icon in the error colour, not bare text.
  const icon = alert.locator('svg')
  await expect(icon).toBeVisible()
  const colours = await alert.evaluate((element) => {
    const probe = document.createElement('span')
    probe.style.color = 'var(--al-error)'
    element.append(probe)
    const error = getComputedStyle(probe).color
    probe.remove()
    const svg = element.querySelector('svg') as SVGElement
    return { error, icon: getComputedStyle(svg).color }
  })
  expect(colours.icon).toBe(colours.error)
  expect(colours.icon).not.toBe('rgb(0, 0, 0)')
  await wallet.setBehavior({ rejectRequests: false })
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
    wallet.addresses[0] as string,
  )
})

test("a registry wallet's QR view has no stray spinner", async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Iris Safe' }).click()
  await expect(dialog.getByRole('img', { name: 'QR code to connect a mobile wallet' })).toBeVisible(
    { timeout: 15_000 },
  )
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeEnabled()
  // The QR code is what waits for the wallet; nothing else spins under it.
  await expect(dialog.getByRole('progressbar')).toHaveCount(0)
})

test('double focus rings: the email and search fields draw one ring each', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await expectOneFocusRing(dialog.getByRole('textbox', { name: 'Email' }))
  await dialog.getByRole('button', { name: /^All Wallets/ }).click()
  await expectOneFocusRing(dialog.getByRole('searchbox'))
})

test('inline: the embedded modal follows a connection restored on load and a disconnect', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  await connectWallet(page, wallet.addresses[0] as string)
  await page.goto('/inline')
  const embedded = page.getByRole('region', { name: 'The modal, embedded' })
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
    wallet.addresses[0] as string,
  )
  await expect(embedded.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(embedded.getByRole('heading', { name: 'Connect Wallet' })).toHaveCount(0)
  await embedded.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')
  await expect(embedded.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
})

test("the demo's words: a refused transaction is declined, a send the wallet cannot pay says why", async ({
  page,
  wallet,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await connectWallet(page, wallet.addresses[0] as string)
  const result = page.getByRole('status', { name: 'Transaction result' })
  await wallet.setBehavior({ rejectRequests: ['eth_sendTransaction'] })
  await page.getByRole('button', { name: 'Send transaction' }).click()
  await expect(result).toHaveText('Transaction declined')
  await wallet.setBehavior({ rejectRequests: false })
})

test.describe('on a phone', () => {
  const { defaultBrowserType: _, ...phone } = devices['Pixel 7']
  test.use(phone)
  test('"Open ... Mobile" is a button, not bare text', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Airlock Test Wallet Mobile' }).click()
    const open = dialog.getByRole('link', { name: 'Open Airlock Test Wallet Mobile', exact: true })
    await expect(open).toBeVisible({ timeout: 15_000 })
    const look = await open.evaluate((element) => {
      const style = getComputedStyle(element)
      return { background: style.backgroundColor, height: element.getBoundingClientRect().height }
    })
    expect(look.background).not.toBe('rgba(0, 0, 0, 0)')
    expect(look.height).toBeGreaterThanOrEqual(40)
  })
})
