import { expect, test } from './fixtures'
import { askServer, serverSession, storedTokens } from './siwx'
import {
  accountButton,
  connectSolanaForSignIn,
  DEVNET,
  openWithSolanaWallet,
  signedIn,
} from './siwxSolana'

// Sign-In-With-Solana under `vite dev` (React's StrictMode mounts every component twice): the mock
// Solana wallet declines then signs, the session survives a reload, the dev server's route accepts
// it, and sign-out revokes it.

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: '390x844', size: { width: 390, height: 844 } },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: viewport.size })

    test('dev server (StrictMode): Solana sign-in, decline then sign, reload, sign-out revokes', async ({
      page,
    }) => {
      const wallet = await openWithSolanaWallet(page)
      const address = wallet.addresses[0] as string
      await connectSolanaForSignIn(page, wallet)
      await wallet.setBehavior({ rejectRequests: ['solana:signMessage'] })
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Sign' }).click()
      await expect(dialog.getByRole('alert')).toHaveText('Signature declined')
      await wallet.setBehavior({ rejectRequests: false })
      await dialog.getByRole('button', { name: 'Sign' }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(serverSession(page)).toHaveText(signedIn(address))
      // The declined request signed nothing: one signature in all.
      expect((await wallet.records()).map((r) => r.feature)).toEqual(['solana:signMessage'])

      await page.reload()
      await expect(serverSession(page)).toHaveText(signedIn(address))
      await expect(page.getByRole('dialog')).toHaveCount(0)

      const [token] = await storedTokens(page)
      expect((await askServer(page, token)).body).toEqual({ address, chainId: DEVNET })
      await accountButton(page, address).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
      await expect(serverSession(page)).toHaveText('Not connected')
      await expect.poll(async () => (await askServer(page, token)).status).toBe(401)
    })
  })
}
