import { expect, test, walletName } from './fixtures'
import { serverSession } from './siwx'

// `npm run dev` (React StrictMode): the legacy `siweConfig` page signs in through
// ConnectingSiwe, and the demo's server route accepts the session.
test('siweConfig under StrictMode: one prompt, signed in on the server', async ({
  page,
  wallet,
}) => {
  const address = wallet.addresses[0] as string
  await page.goto('/siwe')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: walletName }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Airlock demo wants you to sign in with Ethereum')).toBeVisible({
    timeout: 30_000,
  })
  // Hold requests in the wallet: StrictMode's second mount must not ask a second time.
  await wallet.setBehavior({ approval: 'manual' })
  await dialog.getByRole('button', { name: 'Sign' }).click()
  await wallet.waitForPending({ method: 'personal_sign' })
  expect((await wallet.pending()).filter((r) => r.method === 'personal_sign')).toHaveLength(1)
  await wallet.approvePending()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(serverSession(page)).toHaveText(`Signed in as ${address} on eip155:1`)
  // One session kept in the cloud store for the account and chain (a second signature would only
  // replace it: this proves the store, not the number of prompts).
  const entries = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('@airlock/siwx/cloud-sessions') ?? '[]'),
  )
  expect(entries).toHaveLength(1)
})
