import { anvilKey } from '@airlock/testing/anvil'
import {
  createTestWalletConnectWallet,
  type TestWalletConnectWallet,
} from '@airlock/testing/walletconnect'
import type { Page } from '@playwright/test'
import { createPublicClient, type Hex, http } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { expect, test } from './fixtures'
import { fillSend } from './walletSend'

// Send (issue 18) from a WalletConnect wallet: the test wallet (the real wallet SDK, in this
// process, on the cloud's relay) is paired through the QR view, then the modal's Send form sends
// ETH; the wallet is asked for eth_sendTransaction over the relay and the ETH lands on the chain.

const wallets: TestWalletConnectWallet[] = []
test.afterEach(async () => {
  await Promise.all(wallets.splice(0).map((wallet) => wallet.close()))
})

function relayUrl(): string {
  const url = process.env.E2E_RELAY_URL
  if (!url) throw new TypeError('E2E_RELAY_URL is unset: run through playwright.config.ts')
  return url
}

/** Pairs the test wallet through the modal's WalletConnect QR view; the modal is left closed. */
async function pairThroughQr(page: Page, wallet: TestWalletConnectWallet): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  const qr = page.locator('[data-wc-uri]')
  await expect(qr).toHaveAttribute('data-wc-uri', /^wc:/)
  await wallet.pair((await qr.getAttribute('data-wc-uri')) as string)
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(wallet.address)
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`a WalletConnect wallet sends ETH from the Send form${label}`, async ({ page, cloud }) => {
    test.setTimeout(120_000)
    if (viewport) await page.setViewportSize(viewport)
    const wallet = await createTestWalletConnectWallet({
      relayUrl: relayUrl(),
      projectId: cloud.projectId,
      // An account no other spec sends from in this run's send specs.
      privateKey: anvilKey(3),
      rpcUrls: { 1: cloud.rpc[1] as string, 8453: cloud.rpc[8453] as string },
      autoApprove: true,
    })
    wallets.push(wallet)
    const chain = createPublicClient({ transport: http(cloud.rpc[1] as string) })
    const to: Hex = privateKeyToAddress(generatePrivateKey())

    await page.goto('/')
    await pairThroughQr(page, wallet)
    await page.getByRole('button', { name: /^0x/ }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
    const amount = viewport ? '0.072' : '0.071'
    await fillSend(dialog, { token: 'ETH', amount, to })
    await expect(dialog.getByText(/^Network fee: /)).toBeVisible()
    await dialog.getByRole('button', { name: 'Preview send' }).click()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(page.getByText('Transaction started')).toBeVisible({ timeout: 30_000 })

    // The wallet was asked over the relay, on chain 1, for a legacy transfer to the receiver.
    const asked = wallet.requests.filter((request) => request.method === 'eth_sendTransaction')
    expect(asked).toHaveLength(1)
    expect(asked[0]?.chainId).toBe('eip155:1')
    const sent = (asked[0]?.params as { to?: string; type?: string }[] | undefined)?.[0]
    expect(sent?.to?.toLowerCase()).toBe(to.toLowerCase())
    expect(sent?.type).toBe('0x0')
    await expect
      .poll(() => chain.getBalance({ address: to }))
      .toBe(BigInt(Number(amount) * 1000) * 10n ** 15n)
    // Back on Account: the send on top of its Activity.
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    const top = dialog.getByRole('region', { name: 'Activity' }).getByRole('listitem').first()
    await expect(top).toContainText(`-${amount} ETH`, { timeout: 30_000 })
    await expect(top).toContainText(`to ${to.slice(0, 6)}...${to.slice(-4)}`)
  })
}
