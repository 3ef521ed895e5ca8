import { approveInFrame, emailLogin, uniqueEmail } from './embedded'
import { expect, test } from './fixtures'
import { askServer, expectSignView, serverSession, storedTokens } from './siwx'
import {
  airdrop,
  DEVNET,
  emailCode,
  freshAddress,
  fundUsdc,
  lamportsOf,
  reloadOnSolana,
  SOLANA_ADDRESS,
  switchNetworkTo,
  tokenAccountRent,
  USDC_MINT,
  usdcAccountOf,
  usdcOf,
  verifySolana,
} from './solanaEmbedded'

// Issue 17 ("The embedded wallet on Solana") and issue 20 (sign in with it): on `/solana` and
// `/siwx?solana` both adapters have the embedded wallet; one email login (the real secure site,
// its mail catcher) gives an EVM and a Solana account. Every Solana signature is approved by the
// visitor inside the frame; the chain is the cloud's local Solana devnet.

const MESSAGE = 'Hello from the Airlock demo'

for (const viewport of [
  { name: '1280x800', size: { width: 1280, height: 800 } },
  { name: '390x844', size: { width: 390, height: 844 } },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: viewport.size })

    test('email login yields a Solana account that signs, and sends SOL and USDC from the Send view, after approval in the frame', async ({
      page,
    }) => {
      test.setTimeout(300_000)
      await page.goto('/solana')
      const evm = await emailLogin(page, uniqueEmail('solana-embedded'))
      // Switching to Solana Devnet in the modal: the same login's Solana account, no new login.
      await switchNetworkTo(page, 'Ethereum', /Solana Devnet/)
      const address = page.getByRole('status', { name: 'Address' })
      await expect(address).toHaveText(SOLANA_ADDRESS, { timeout: 30_000 })
      const solana = (await address.textContent()) as string
      expect(solana).not.toBe(evm)
      await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('0.000 SOL')

      await airdrop(solana, 2_000_000_000n)
      await fundUsdc(solana, 10_000_000n)
      await reloadOnSolana(page, solana)
      await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('2.000 SOL', {
        timeout: 30_000,
      })

      // Sign a message: the frame shows it, the visitor approves there; checked here with ed25519.
      await page.getByRole('button', { name: 'Sign message' }).click()
      await expect(page.frameLocator('#w3m-iframe').getByText(MESSAGE)).toBeVisible({
        timeout: 30_000,
      })
      await approveInFrame(page, 'Sign message')
      const result = page.getByRole('status', { name: 'Signature result' })
      await expect(result).toContainText('Valid', { timeout: 30_000 })
      const signature = (await result.locator('code').textContent()) as string
      expect(verifySolana(MESSAGE, signature, solana)).toBe(true)
      expect(verifySolana('another message', signature, solana)).toBe(false)

      // Send SOL from the modal: approved in the frame, the receiver's balance grows on the chain.
      const receiver = freshAddress()
      await page
        .getByRole('button', { name: new RegExp(`^${solana.slice(0, 4)}`) })
        .first()
        .click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
      const picker = dialog.getByLabel('Token', { exact: true })
      const option = picker.locator('option', { hasText: /^SOL / })
      await picker.selectOption((await option.getAttribute('value')) as string)
      await dialog.getByLabel('Amount', { exact: true }).fill('0.25')
      await dialog.getByLabel('To', { exact: true }).fill(receiver)
      await dialog.getByRole('button', { name: 'Preview send' }).click()
      await expect(dialog.getByTestId('send-preview-amount')).toHaveText('0.25 SOL')
      await dialog.getByRole('button', { name: 'Send', exact: true }).click()
      const frame = page.frameLocator('#w3m-iframe')
      await expect(frame.getByRole('heading', { name: 'Send transaction' })).toBeVisible({
        timeout: 30_000,
      })
      // The frame shows what will be signed: the transfer, its fee payer, the network.
      await expect(frame.getByText(`Send 0.25 SOL from ${solana} to ${receiver}`)).toBeVisible()
      await expect(frame.getByText(`Solana Devnet (${DEVNET})`)).toBeVisible()
      await approveInFrame(page, 'Send transaction')
      await expect(page.getByText('Transaction started')).toBeVisible({ timeout: 60_000 })
      await expect.poll(() => lamportsOf(receiver), { timeout: 60_000 }).toBe(250_000_000n)
      expect(await lamportsOf(solana)).toBe(2_000_000_000n - 250_000_000n - 5000n)
      await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('1.749 SOL', {
        timeout: 30_000,
      })

      // Send USDC (an SPL token) to the same receiver: the frame shows the receiver's token
      // account being created (paid by the sender) and the transfer between the two accounts.
      await dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
      await expect(picker.locator('option')).toHaveText(['SOL (1.749995)', 'USDC (10)'])
      const usdc = picker.locator('option', { hasText: /^USDC / })
      await picker.selectOption((await usdc.getAttribute('value')) as string)
      await dialog.getByLabel('Amount', { exact: true }).fill('1.5')
      await dialog.getByLabel('To', { exact: true }).fill(receiver)
      await dialog.getByRole('button', { name: 'Preview send' }).click()
      await expect(dialog.getByTestId('send-preview-amount')).toHaveText('1.5 USDC')
      const lamportsBefore = await lamportsOf(solana)
      await dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await expect(frame.getByRole('heading', { name: 'Send transaction' })).toBeVisible({
        timeout: 30_000,
      })
      const [from, to] = [usdcAccountOf(solana), usdcAccountOf(receiver)]
      await expect(
        frame.getByText(
          `Create token account ${to} of ${receiver} for token ${USDC_MINT}, paid by ${solana}`,
        ),
      ).toBeVisible()
      await expect(
        frame.getByText(`Transfer 1.5 of token ${USDC_MINT} from ${from} to ${to}`),
      ).toBeVisible()
      await approveInFrame(page, 'Send transaction')
      await expect(page.getByText('Transaction started').first()).toBeVisible({ timeout: 60_000 })
      await expect.poll(() => usdcOf(receiver), { timeout: 60_000 }).toBe(1_500_000n)
      expect(await usdcOf(solana)).toBe(8_500_000n)
      // The sender paid the fee and the rent of the receiver's new token account; nothing else.
      expect(await lamportsOf(solana)).toBe(lamportsBefore - 5000n - (await tokenAccountRent()))
      expect(await lamportsOf(receiver)).toBe(250_000_000n)
      // The modal reads the balances again: the picker shows what the chain holds.
      await dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await expect(picker.locator('option', { hasText: /^USDC / })).toHaveText('USDC (8.5)', {
        timeout: 30_000,
      })
    })

    test('social login (Google, the local OpenID provider) yields a Solana account that signs after approval in the frame', async ({
      page,
    }) => {
      test.setTimeout(180_000)
      await page.goto('/solana')
      // On Solana Devnet before connecting: the login connects the Solana account.
      await page.getByRole('button', { name: 'Ethereum' }).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Solana Devnet/ })
        .click()
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: 'Continue with Google' }).click(),
      ])
      // The provider's login and consent pages, in the window (any login name works locally).
      await popup.getByRole('textbox', { name: 'Login' }).fill(`e2e-solana-${Date.now()}`)
      await popup.getByLabel('Password').fill('secret')
      await popup.getByRole('button', { name: 'Sign-in' }).click()
      await popup.getByRole('button', { name: 'Allow' }).click()
      await expect.poll(() => popup.isClosed(), { timeout: 30_000 }).toBe(true)
      const address = page.getByRole('status', { name: 'Address' })
      await expect(address).toHaveText(SOLANA_ADDRESS, { timeout: 60_000 })
      const solana = (await address.textContent()) as string
      await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('0.000 SOL', {
        timeout: 30_000,
      })

      // It signs, approved by the visitor in the frame; the signature is this address's.
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(dialog).toHaveCount(0)
      await page.getByRole('button', { name: 'Sign message' }).click()
      await expect(page.frameLocator('#w3m-iframe').getByText(MESSAGE)).toBeVisible({
        timeout: 30_000,
      })
      await approveInFrame(page, 'Sign message')
      const result = page.getByRole('status', { name: 'Signature result' })
      await expect(result).toContainText('Valid', { timeout: 30_000 })
      const signature = (await result.locator('code').textContent()) as string
      expect(verifySolana(MESSAGE, signature, solana)).toBe(true)

      // The same social login has an EVM account too, and comes back to the Solana one.
      await switchNetworkTo(page, 'Solana Devnet', /Ethereum/)
      await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 })
      await switchNetworkTo(page, 'Ethereum', /Solana Devnet/)
      await expect(address).toHaveText(solana, { timeout: 30_000 })
    })

    test('the embedded Solana account signs in (SIWS) after approval in the frame; the server accepts it', async ({
      page,
    }) => {
      test.setTimeout(180_000)
      await page.goto('/siwx?solana')
      await expect(serverSession(page)).toHaveText('Not connected')
      // On Solana Devnet before connecting: the login connects the Solana account.
      await page.getByRole('button', { name: 'Ethereum' }).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Solana Devnet/ })
        .click()
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const solana = await emailCode(page, uniqueEmail('solana-siws'), SOLANA_ADDRESS)
      await expectSignView(page)
      await page.getByRole('dialog').getByRole('button', { name: 'Sign' }).click()
      await approveInFrame(page, 'Sign message')
      await expect(serverSession(page)).toHaveText(`Signed in as ${solana} on ${DEVNET}`, {
        timeout: 30_000,
      })
      const [token] = await storedTokens(page)
      expect((await askServer(page, token)).body).toEqual({ address: solana, chainId: DEVNET })
    })
  })
}
