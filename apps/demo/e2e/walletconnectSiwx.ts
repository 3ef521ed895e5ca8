import { anvilKey } from '@airlock/testing/anvil'
import {
  createTestWalletConnectWallet,
  type TestWalletConnectWallet,
} from '@airlock/testing/walletconnect'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { askServer, expectSignView, storedTokens } from './siwx'
import { pairThroughQr } from './walletconnectSolana'

// WalletConnect one-click sign-in (issue 20) on the demo's /siwx page (sign-in required, sessions
// kept by the cloud, checked by the demo's server route GET /api/siwx/me).

type Cloud = { projectId: string; rpc: Record<number, string> }

/** The test wallet (real wallet SDK), with or without one-click authentication. */
export function startSignInWallet(
  cloud: Cloud,
  authenticate: boolean,
): Promise<TestWalletConnectWallet> {
  const relayUrl = process.env.E2E_RELAY_URL
  if (!relayUrl) throw new TypeError('E2E_RELAY_URL is unset: run through playwright.config.ts')
  return createTestWalletConnectWallet({
    relayUrl,
    projectId: cloud.projectId,
    // Signs only: no nonce is raced with the send specs.
    privateKey: anvilKey(3),
    rpcUrls: { 1: cloud.rpc[1] as string, 8453: cloud.rpc[8453] as string },
    authenticate,
  })
}

/** One approval connects and signs in: no sign view, the server accepts the session. */
export async function oneClickSignIn(page: Page, wallet: TestWalletConnectWallet): Promise<void> {
  await page.goto('/siwx')
  await pairThroughQr(page, wallet)
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(wallet.address)
  await expect.poll(() => storedTokens(page).then((tokens) => tokens.length)).toBe(1)
  // The wallet was asked once, to connect and sign in together; no personal_sign followed.
  expect(wallet.requests.map((request) => request.method)).toEqual(['wc_sessionAuthenticate'])
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign In' })).toHaveCount(0)
  const [token] = await storedTokens(page)
  expect((await askServer(page, token)).body).toEqual({
    address: wallet.address,
    chainId: 'eip155:1',
  })
  // A reload keeps the session: still no prompt.
  await page.reload()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(wallet.address)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(wallet.requests).toHaveLength(1)
}

/** A wallet without one-click authentication: a plain session, then the usual sign view. */
export async function fallbackSignIn(page: Page, wallet: TestWalletConnectWallet): Promise<void> {
  await page.goto('/siwx')
  await pairThroughQr(page, wallet)
  await expectSignView(page)
  expect(wallet.requests).toEqual([])
  await page.getByRole('dialog').getByRole('button', { name: 'Sign' }).click()
  await expect.poll(() => storedTokens(page).then((tokens) => tokens.length)).toBe(1)
  expect(wallet.requests.map((request) => request.method)).toEqual(['personal_sign'])
  const [token] = await storedTokens(page)
  expect((await askServer(page, token)).body).toEqual({
    address: wallet.address,
    chainId: 'eip155:1',
  })
}
