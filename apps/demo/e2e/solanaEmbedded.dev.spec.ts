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
  usdcOf,
  verifySolana,
} from './solanaEmbedded'

// The embedded wallet on Solana under `vite dev` (React StrictMode mounts every view twice): the
// Solana account of the email login signs once and sends once, each approved once in the frame,
// and signs in (SIWS) through the demo's server route.

const MESSAGE = 'Hello from the Airlock demo'

test.describe('1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  test('the Solana account signs a message and sends SOL and USDC, each approved once in the frame, under StrictMode', async ({
    page,
  }) => {
    test.setTimeout(300_000)
    await page.goto('/solana')
    await emailLogin(page, uniqueEmail('solana-embedded-dev'))
    await switchNetworkTo(page, 'Ethereum', /Solana Devnet/)
    const address = page.getByRole('status', { name: 'Address' })
    await expect(address).toHaveText(SOLANA_ADDRESS, { timeout: 30_000 })
    const solana = (await address.textContent()) as string
    await airdrop(solana, 1_000_000_000n)
    await fundUsdc(solana, 5_000_000n)
    await reloadOnSolana(page, solana)
    await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('1.000 SOL', {
      timeout: 30_000,
    })

    await page.getByRole('button', { name: 'Sign message' }).click()
    await approveInFrame(page, 'Sign message')
    const result = page.getByRole('status', { name: 'Signature result' })
    await expect(result).toContainText('Valid', { timeout: 30_000 })
    expect(
      verifySolana(MESSAGE, (await result.locator('code').textContent()) as string, solana),
    ).toBe(true)

    const receiver = freshAddress()
    await page
      .getByRole('button', { name: new RegExp(`^${solana.slice(0, 4)}`) })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    const picker = dialog.getByLabel('Token', { exact: true })
    const option = picker.locator('option', { hasText: /^SOL / })
    await picker.selectOption((await option.getAttribute('value')) as string)
    await dialog.getByLabel('Amount', { exact: true }).fill('0.1')
    await dialog.getByLabel('To', { exact: true }).fill(receiver)
    await dialog.getByRole('button', { name: 'Preview send' }).click()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await approveInFrame(page, 'Send transaction')
    await expect(page.getByText('Transaction started')).toBeVisible({ timeout: 60_000 })
    await expect.poll(() => lamportsOf(receiver), { timeout: 60_000 }).toBe(100_000_000n)
    // Sent once: the sender paid one transfer and one fee.
    expect(await lamportsOf(solana)).toBe(1_000_000_000n - 100_000_000n - 5000n)

    // USDC (an SPL token) to the same receiver: approved once, sent once.
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    const usdc = picker.locator('option', { hasText: /^USDC / })
    await picker.selectOption((await usdc.getAttribute('value')) as string)
    await dialog.getByLabel('Amount', { exact: true }).fill('2')
    await dialog.getByLabel('To', { exact: true }).fill(receiver)
    await dialog.getByRole('button', { name: 'Preview send' }).click()
    await expect(dialog.getByTestId('send-preview-amount')).toHaveText('2 USDC')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await approveInFrame(page, 'Send transaction')
    await expect.poll(() => usdcOf(receiver), { timeout: 60_000 }).toBe(2_000_000n)
    expect(await usdcOf(solana)).toBe(3_000_000n)
    expect(await lamportsOf(solana)).toBe(
      1_000_000_000n - 100_000_000n - 2n * 5000n - (await tokenAccountRent()),
    )
  })
})

test.describe('390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the Solana account signs in (SIWS) under StrictMode; the server accepts it', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.goto('/siwx?solana')
    await expect(serverSession(page)).toHaveText('Not connected')
    await page.getByRole('button', { name: 'Ethereum' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Solana Devnet/ })
      .click()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const solana = await emailCode(page, uniqueEmail('solana-siws-dev'), SOLANA_ADDRESS)
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
