import { expect, test } from './fixtures'
import { askServer, serverSession, storedSignatures, storedTokens } from './siwx'
import {
  accountButton,
  connectSolanaForSignIn,
  DEVNET,
  openWithSolanaWallet,
  signedIn,
} from './siwxSolana'

// Sign-In-With-Solana (issue 20): `/siwx?solana` has the Solana adapter beside the EVM one; the
// visitor's wallet is @airlock/testing's mock Solana wallet (a Wallet Standard test double for a
// browser extension). It signs the SIWS text with ed25519, the real local cloud keeps the session
// and the demo's own server route checks it with @airlock/siwx/server.

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: '390x844', size: { width: 390, height: 844 } },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: viewport.size })

    test('the Solana wallet signs in (SIWS), reload keeps it, the server accepts, sign-out revokes', async ({
      page,
    }) => {
      const wallet = await openWithSolanaWallet(page)
      const address = wallet.addresses[0] as string
      await expect(serverSession(page)).toHaveText('Not connected')
      await connectSolanaForSignIn(page, wallet)
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByRole('button', { name: 'Close' })).toHaveAttribute(
        'aria-disabled',
        'true',
      )
      await dialog.getByRole('button', { name: 'Sign' }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(serverSession(page)).toHaveText(signedIn(address))

      // The wallet signed the Sign-In-With-Solana text through solana:signMessage.
      const records = await wallet.records()
      expect(records.map((r) => r.feature)).toEqual(['solana:signMessage'])
      const [signature] = await storedSignatures(page)
      expect(signature).toBe(records[0]?.signature)
      expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)

      await page.reload()
      await expect(serverSession(page)).toHaveText(signedIn(address))
      await expect(page.getByRole('dialog')).toHaveCount(0)
      // The wallet's records start afresh with the page: no signature was asked after the reload.
      expect(await wallet.records()).toEqual([])

      const [token] = await storedTokens(page)
      expect((await askServer(page, token)).body).toEqual({ address, chainId: DEVNET })
      expect((await askServer(page, 'not-a-session')).status).toBe(401)

      // Sign out: the session is revoked in the cloud, the server route refuses the token.
      await accountButton(page, address).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
      await expect(serverSession(page)).toHaveText('Not connected')
      await expect.poll(async () => (await askServer(page, token)).status).toBe(401)
      expect(await storedTokens(page)).toEqual([])
    })
  })
}

test('a declined Solana signature shows Signature declined; Sign again signs in', async ({
  page,
}) => {
  const wallet = await openWithSolanaWallet(page)
  const address = wallet.addresses[0] as string
  await connectSolanaForSignIn(page, wallet)
  await wallet.setBehavior({ rejectRequests: ['solana:signMessage'] })
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Sign' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Signature declined')
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await expect(serverSession(page)).toHaveText('Not signed in')

  await wallet.setBehavior({ rejectRequests: false })
  await dialog.getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(serverSession(page)).toHaveText(signedIn(address))
})
