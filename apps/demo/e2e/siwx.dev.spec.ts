import type { Hex } from 'viem'
import { approveInFrame, emailLogin, uniqueEmail } from './embedded'
import { expect, test } from './fixtures'
import { askServer, connectForSignIn, expectSignView, serverSession, storedTokens } from './siwx'

// Sign-in with the wallet under `vite dev` (React's StrictMode mounts every component twice): the
// sign view's request must survive the second mount, and the dev server's route checks sessions.

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: '390x844', size: { width: 390, height: 844 } },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: viewport.size })

    test('dev server (StrictMode): required sign-in, decline then sign, reload, sign-out revokes', async ({
      page,
      wallet,
    }) => {
      test.setTimeout(180_000)
      const address = wallet.addresses[0] as string
      await page.goto('/siwx')
      await wallet.setBehavior({ rejectRequests: ['personal_sign'] })
      await connectForSignIn(page)
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Sign' }).click()
      await expect(dialog.getByRole('alert')).toHaveText('Signature declined')
      await wallet.setBehavior({ rejectRequests: [] })
      await dialog.getByRole('button', { name: 'Sign' }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(serverSession(page)).toHaveText(`Signed in as ${address} on eip155:1`)

      await page.reload()
      await expect(serverSession(page)).toHaveText(`Signed in as ${address} on eip155:1`)
      await expect(page.getByRole('dialog')).toHaveCount(0)

      const [token] = await storedTokens(page)
      await page.getByRole('button', { name: /^0x/ }).first().click()
      await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
      await expect(serverSession(page)).toHaveText('Not connected')
      await expect.poll(async () => (await askServer(page, token)).status).toBe(401)
    })
  })
}

test('dev server (StrictMode): the embedded smart account signs in after approving in the frame', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.goto('/siwx')
  const account = (await emailLogin(page, uniqueEmail('siwx-dev'))) as Hex
  await expectSignView(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Sign' }).click()
  await approveInFrame(page, 'Sign message')
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 30_000 })
  await expect(serverSession(page)).toHaveText(`Signed in as ${account} on eip155:1`)
})

test('dev server (StrictMode): cancel with required sign-in disconnects', async ({
  page,
  wallet,
}) => {
  await page.goto('/siwx')
  await connectForSignIn(page)
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
    wallet.addresses[0] as string,
  )
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(serverSession(page)).toHaveText('Not connected')
})
