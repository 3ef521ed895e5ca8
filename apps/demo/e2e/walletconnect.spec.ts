import { gzipSync } from 'node:zlib'
import { anvilKey } from '@airlock/testing/anvil'
import {
  createTestWalletConnectWallet,
  type TestWalletConnectWallet,
} from '@airlock/testing/walletconnect'
import type { Page } from '@playwright/test'
import { createPublicClient, type Hex, http } from 'viem'
import { expect, test } from './fixtures'

// WalletConnect end to end (issue #7): the demo in Chromium, the test wallet (the real wallet
// SDK) in this process, both on the cloud's relay. The URI is read from the QR view.

type Cloud = { projectId: string; rpc: Record<number, string> }

/** The relay the test wallet uses, which e2e/globalSetup.ts started (the cloud fixture does not carry it). */
function relayUrl(): string {
  const url = process.env.E2E_RELAY_URL
  if (!url) throw new TypeError('E2E_RELAY_URL is unset: run through playwright.config.ts')
  return url
}

/**
 * The relay the demo page uses: the wallet's, except in the scale-out deployment
 * (playwright.scaleout.config.ts), where the page is on process A and the wallet on process B.
 */
function pageRelayUrl(): string {
  return process.env.E2E_PAGE_RELAY_URL ?? relayUrl()
}

const wallets: TestWalletConnectWallet[] = []
test.afterEach(async () => {
  await Promise.all(wallets.splice(0).map((wallet) => wallet.close()))
})

async function startWallet(
  cloud: Cloud,
  autoApprove = true,
  chains?: number[],
): Promise<TestWalletConnectWallet> {
  const wallet = await createTestWalletConnectWallet({
    relayUrl: relayUrl(),
    projectId: cloud.projectId,
    // An account no other spec sends from: transactions here do not race their nonces.
    privateKey: anvilKey(3),
    rpcUrls: { 1: cloud.rpc[1] as string, 8453: cloud.rpc[8453] as string },
    autoApprove,
    // The chains the wallet approves at pairing (default: both).
    ...(chains ? { chains } : {}),
  })
  wallets.push(wallet)
  return wallet
}

/** Opens the modal's WalletConnect entry and reads the pairing URI the QR code shows. */
async function openQr(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  await expect(page.getByRole('img', { name: 'QR code to connect a mobile wallet' })).toBeVisible()
  return readUri(page)
}

async function readUri(page: Page, not?: string): Promise<string> {
  const qr = page.locator('[data-wc-uri]')
  await expect(qr).toHaveAttribute('data-wc-uri', /^wc:/)
  if (not) await expect(qr).not.toHaveAttribute('data-wc-uri', not)
  return (await qr.getAttribute('data-wc-uri')) as string
}

async function connectOverWalletConnect(page: Page, wallet: TestWalletConnectWallet) {
  await wallet.pair(await openQr(page))
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(wallet.address)
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

test('connect through the QR view, sign and verify, send and see it mined, switch network', async ({
  page,
  cloud,
}) => {
  const outside: string[] = []
  page.on('request', (request) => {
    const { hostname } = new URL(request.url())
    if (hostname !== '127.0.0.1' && !request.url().startsWith('data:')) outside.push(request.url())
  })
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).hostname !== '127.0.0.1') outside.push(socket.url())
  })
  const wallet = await startWallet(cloud)
  await page.goto('/')
  await connectOverWalletConnect(page, wallet)

  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = page.getByRole('status', { name: 'Signature result' })
  await expect(signature).toContainText(/0x[0-9a-f]{130}/)
  await expect(signature).toContainText('Valid')
  expect(wallet.requests.map((request) => request.method)).toContain('personal_sign')

  await page.getByRole('button', { name: 'Send transaction' }).click()
  const result = page.getByRole('status', { name: 'Transaction result' })
  await expect(result).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await result.textContent()) as Hex
  // anvil answers with the hash before it mines: the receipt is the proof.
  const chain = createPublicClient({ transport: http(cloud.rpc[1]) })
  const receipt = await chain.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())

  await page.getByRole('button', { name: 'Ethereum' }).click()
  await page.getByRole('dialog').getByRole('button', { name: /Base/ }).click()
  await expect(page.getByRole('button', { name: 'Base' })).toBeVisible()
  await expect(page.getByRole('figure', { name: 'useAirlockNetwork' })).toContainText('8453')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(signature).toContainText('Valid')
  expect(wallet.requests.at(-1)?.chainId).toBe('eip155:8453')

  expect(outside).toEqual([])
})

test('a network the session did not approve is asked of the wallet, which switches', async ({
  page,
  cloud,
}) => {
  // The wallet approves chain 1 only: Base is not in the session, so the switch is the wallet's.
  const wallet = await startWallet(cloud, true, [1])
  await page.goto('/')
  await connectOverWalletConnect(page, wallet)
  expect(wallet.sessions()[0]?.accounts).toEqual([`eip155:1:${wallet.address}`])

  await page.getByRole('button', { name: 'Ethereum' }).click()
  await page.getByRole('dialog').getByRole('button', { name: /Base/ }).click()
  // The wallet adds Base to the session (an update the dapp acknowledges) before it answers.
  await expect(page.getByRole('figure', { name: 'useAirlockNetwork' })).toContainText(
    '"caipNetworkId": "eip155:8453"',
    { timeout: 30_000 },
  )
  // The modal closes once the wallet has answered (after its chainChanged: across two relay
  // processes the state can change a moment before the answer arrives).
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Base' })).toBeVisible()
  // The wallet records a request once it has answered it, after its chainChanged went out.
  await expect
    .poll(() => wallet.requests.map((request) => request.method))
    .toEqual(['wallet_switchEthereumChain'])
  expect(wallet.chainId).toBe(8453)
  // The wallet added Base to the session (session update) before announcing the change.
  expect(wallet.sessions()[0]?.accounts).toContain(`eip155:8453:${wallet.address}`)

  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = page.getByRole('status', { name: 'Signature result' })
  await expect(signature).toContainText('Valid')
  expect(wallet.requests.at(-1)).toMatchObject({ method: 'personal_sign', chainId: 'eip155:8453' })
})

test('a signature the wallet refuses says Signature declined, and the next one signs', async ({
  page,
  cloud,
}) => {
  const wallet = await startWallet(cloud)
  await page.goto('/')
  await connectOverWalletConnect(page, wallet)
  wallet.rejectNextRequest()
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = page.getByRole('status', { name: 'Signature result' })
  // The injected path's words (sign.spec.ts): a 4001 over the session is the same refusal.
  await expect(signature).toHaveText('Signature declined')
  expect(wallet.requests.at(-1)).toMatchObject({ method: 'personal_sign', error: { code: 4001 } })
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(wallet.address)

  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(signature).toContainText('Valid')
})

test('a session the SDK dropped as expired heals: Session Expired, then a new pairing works', async ({
  page,
  cloud,
}) => {
  const wallet = await startWallet(cloud)
  await page.clock.install()
  await page.goto('/')
  await connectOverWalletConnect(page, wallet)
  // Eight days on with the page open, past the session's 7-day expiry: the SDK drops the session
  // while the page still holds it, so the next request names a topic the SDK no longer knows.
  // The page's clock jumps without firing eight days of timers at once.
  await page.clock.setSystemTime(Date.now() + 8 * 24 * 60 * 60 * 1000)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = page.getByRole('status', { name: 'Signature result' })
  await expect(signature).toHaveText('Session Expired')
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')
  // The kit says it too (its toast), not only the dapp's own result line (SPEC.md §8 "Other alerts").
  await expect(
    page.locator('.al-toast[role="alert"]').filter({ hasText: 'Session Expired' }),
  ).toBeVisible()

  // The wallet in this process kept the real time: the page's clock agrees with it again, else
  // the new session's expiry (seven days from the wallet's now) would look past to the page.
  await page.clock.setSystemTime(Date.now())
  await connectOverWalletConnect(page, wallet)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(signature).toContainText('Valid')
})

test('a project id the relay refuses says Invalid Project ID', async ({ page }) => {
  // The page reaches the real relay with a project id the cloud does not know, as a demo built
  // with one would (its other calls keep the known id): the relay's own refusal reaches the SDK.
  await page.addInitScript(
    ({ relay }) => {
      const Native = window.WebSocket
      window.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          const next = new URL(String(url))
          if (next.href.startsWith(relay)) next.searchParams.set('projectId', 'not-a-project')
          super(next, protocols)
        }
      }
    },
    { relay: pageRelayUrl() },
  )
  const closes: number[] = []
  page.on('websocket', (socket) => socket.on('close', () => closes.push(1)))
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /WalletConnect/ }).click()
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Invalid Project ID' }).first(),
  ).toBeVisible()
  await expect(dialog.getByText('Invalid Project ID')).toHaveCount(2)
  expect(closes.length).toBeGreaterThan(0)
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(dialog.getByText('Invalid Project ID').first()).toBeVisible()
})

test('a refused session says so, and Try again pairs anew', async ({ page, cloud }) => {
  const wallet = await startWallet(cloud, false)
  await page.goto('/')
  const first = await openQr(page)
  await wallet.pair(first)
  await wallet.rejectSession()
  await expect(page.getByText('Connection declined')).toBeVisible()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')

  await page.getByRole('button', { name: 'Try again' }).click()
  const second = await readUri(page, first)
  await wallet.pair(second)
  await wallet.approveSession()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(wallet.address)
})

test('a URI about to expire is replaced by a new one that pairs', async ({ page, cloud }) => {
  const wallet = await startWallet(cloud)
  await page.clock.install()
  await page.goto('/')
  const first = await openQr(page)
  // 4 minutes of life, expired with 10 s left (SPEC.md §4): 231 s later a new one shows.
  await page.clock.fastForward('03:51')
  const second = await readUri(page, first)
  expect(second).not.toBe(first)
  await wallet.pair(second)
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(wallet.address)
})

test('the session survives a reload, and a disconnect from the wallet reaches the dapp', async ({
  page,
  cloud,
}) => {
  const wallet = await startWallet(cloud)
  await page.goto('/')
  await connectOverWalletConnect(page, wallet)

  await page.reload()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(wallet.address)
  await expect(page.locator('[data-wc-uri]')).toHaveCount(0)

  await wallet.disconnect()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')
  // SPEC.md §8 "Other alerts": the visitor is told at once (a toast over the page) and, opening
  // the modal to connect again, by its alert bar.
  await expect(page.getByRole('alert').filter({ hasText: 'Session Expired' })).toBeVisible()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(
    page.getByRole('dialog').getByRole('alert').filter({ hasText: 'Session Expired' }),
  ).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')
})

test('a session the wallet ended while the page was away is forgotten on return', async ({
  page,
  context,
  cloud,
}) => {
  const wallet = await startWallet(cloud)
  await page.goto('/')
  await connectOverWalletConnect(page, wallet)
  await page.close()
  await wallet.disconnect()

  // Same browser storage: the SDK restores the stored session, then learns it is gone.
  const again = await context.newPage()
  await again.goto('/')
  await expect(again.getByRole('status', { name: 'Address' })).toHaveText('Not connected')
  await expect(again.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  // And a new session works at once.
  await connectOverWalletConnect(again, wallet)
})

test('a disconnect from the dapp ends the session in the wallet', async ({ page, cloud }) => {
  const wallet = await startWallet(cloud)
  await page.goto('/')
  await connectOverWalletConnect(page, wallet)
  expect(wallet.sessions()).toHaveLength(1)
  await page.getByRole('button', { name: /^0x/ }).first().click()
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')
  await expect.poll(() => wallet.sessions().length).toBe(0)
  // The visitor ended it: nothing says the session expired.
  await page.waitForTimeout(1000)
  await expect(page.getByText('Session Expired')).toHaveCount(0)
})

test('no WalletConnect code loads before the button is ready; it loads when picked', async ({
  page,
}) => {
  const loaded: { name: string; gzip: number; walletConnect: boolean }[] = []
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (!pathname.endsWith('.js')) return
    pending.push(
      response.body().then((body) => {
        const code = body.toString('utf8')
        loaded.push({
          name: pathname.split('/').pop() ?? pathname,
          gzip: gzipSync(body).length,
          // Strings only the WalletConnect SDK carries (its relay methods and session protocol).
          walletConnect: /irn_subscribe|wc_sessionPropose/.test(code),
        })
      }),
    )
  })
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await Promise.all(pending)
  expect(loaded.length).toBeGreaterThan(0)
  expect(loaded.filter((file) => file.walletConnect)).toEqual([])

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await Promise.all(pending)
  expect(loaded.filter((file) => file.walletConnect)).toEqual([])

  await page
    .getByRole('dialog')
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  await expect(page.locator('[data-wc-uri]')).toHaveAttribute('data-wc-uri', /^wc:/)
  await Promise.all(pending)
  const sdk = loaded.filter((file) => file.walletConnect)
  expect(sdk.length).toBeGreaterThan(0)
  console.info(`[e2e] WalletConnect chunks: ${JSON.stringify(sdk)}`)
})
