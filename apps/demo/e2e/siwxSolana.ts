import { createHash } from 'node:crypto'
import { injectMockSolanaWallet, type MockSolanaWalletHandle } from '@airlock/testing/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { expectSignView } from './siwx'

/** The cloud's local Solana network, as core names it (devnet). */
export const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
// The cloud's Solana test account 7 (seed = sha256 of its label, apps/cloud's README "Solana").
const SEED = createHash('sha256').update('airlock solana test account 7').digest('hex')

const rpcUrl = () =>
  `${process.env.E2E_CLOUD_URL}/v1/?chainId=${encodeURIComponent(DEVNET)}&projectId=${process.env.E2E_PROJECT_ID}`

/** Injects @airlock/testing's mock Solana wallet, then opens `/siwx?solana`. */
export async function openWithSolanaWallet(page: Page): Promise<MockSolanaWalletHandle> {
  const wallet = await injectMockSolanaWallet(page, {
    secretKeys: [SEED],
    chains: [{ chain: 'solana:devnet', rpcUrl: rpcUrl() }],
  })
  await page.goto('/siwx?solana')
  return wallet
}

/** Connects the mock Solana wallet; the modal then asks to sign in. */
export async function connectSolanaForSignIn(
  page: Page,
  wallet: MockSolanaWalletHandle,
): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: 'Mock Solana Wallet' }).first().click()
  await expectSignView(page)
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
    wallet.addresses[0] as string,
  )
}

/** The account button of the header (its label starts with the address). */
export function accountButton(page: Page, address: string) {
  return page.getByRole('button', { name: new RegExp(`^${address.slice(0, 4)}`) }).first()
}

/** What the page shows once the demo's server accepted the session. */
export const signedIn = (address: string): string => `Signed in as ${address} on ${DEVNET}`
