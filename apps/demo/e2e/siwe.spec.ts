import type { Page } from '@playwright/test'
import { expect, test, walletName } from './fixtures'
import { askServer, serverSession, storedTokens } from './siwx'

// The legacy configuration (`siweConfig`, SPEC.md §5): the demo's /siwe page requires sign-in
// through ConnectingSiwe, with the same cloud sessions and server route as /siwx.
const LEGACY_SESSION_KEY = '@airlock-demo/siwe-session'

/** Connects the mock wallet; the modal then shows ConnectingSiwe (its sign-in-with-Ethereum words). */
async function connectForSiwe(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: walletName }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible({ timeout: 30_000 })
  await expect(dialog.getByText('Airlock demo wants you to sign in with Ethereum')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Sign' })).toBeEnabled()
}

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: '390x844', size: { width: 390, height: 844 } },
]) {
  test(`siweConfig (${viewport.name}): sign in, reload without a prompt, sign out revokes`, async ({
    page,
    wallet,
  }) => {
    await page.setViewportSize(viewport.size)
    const address = wallet.addresses[0] as string
    await page.goto('/siwe')
    await expect(serverSession(page)).toHaveText('Not connected')
    await connectForSiwe(page)
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    // With the keyboard alone: Tab reaches Sign inside the dialog (in the kit's shadow root),
    // Enter signs.
    const sign = dialog.getByRole('button', { name: 'Sign' })
    for (
      let step = 0;
      step < 10 &&
      !(await sign.evaluate(
        (el) => (el.getRootNode() as Document | ShadowRoot).activeElement === el,
      ));
      step++
    )
      await page.keyboard.press('Tab')
    await expect(sign).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(serverSession(page)).toHaveText(`Signed in as ${address} on eip155:1`)
    // The legacy config's own session (its getSession) is what the modal asked about.
    const remembered = await page.evaluate((key) => localStorage.getItem(key), LEGACY_SESSION_KEY)
    expect(JSON.parse(remembered ?? 'null')).toEqual({ address, chainId: 1 })

    await page.reload()
    await expect(serverSession(page)).toHaveText(`Signed in as ${address} on eip155:1`)
    await expect(page.getByRole('dialog')).toHaveCount(0)

    const [token] = await storedTokens(page)
    await page.getByRole('button', { name: /^0x/ }).first().click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    await expect(serverSession(page)).toHaveText('Not connected')
    await expect.poll(async () => (await askServer(page, token)).status).toBe(401)
    expect(await page.evaluate((key) => localStorage.getItem(key), LEGACY_SESSION_KEY)).toBeNull()
  })
}

test('siweConfig: a declined signature says Signature declined, and Sign again signs in', async ({
  page,
  wallet,
}) => {
  await page.goto('/siwe')
  await wallet.setBehavior({ rejectRequests: ['personal_sign'] })
  await connectForSiwe(page)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Sign' }).click()
  await expect(dialog.getByText('Signature declined')).toBeVisible()
  await wallet.setBehavior({ rejectRequests: [] })
  await dialog.getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(serverSession(page)).toHaveText(
    `Signed in as ${wallet.addresses[0] as string} on eip155:1`,
  )
})
