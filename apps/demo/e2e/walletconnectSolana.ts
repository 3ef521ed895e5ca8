import { createHash, createPublicKey, verify } from 'node:crypto'
import { anvilKey } from '@airlock/testing/anvil'
import {
  createTestWalletConnectWallet,
  type TestWalletConnectWallet,
} from '@airlock/testing/walletconnect'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

// Helpers of the WalletConnect specs on `/solana` (EVM and Solana adapters, both with
// WalletConnect): the test wallet (the real wallet SDK, in the test's process, on the cloud's
// relay) has an EVM and a Solana account and approves whatever namespaces the dapp proposes.

export const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
export const MESSAGE = 'Hello from the Airlock demo'
// The cloud's Solana test account 7 (seed = sha256 of its label, apps/cloud's README "Solana");
// nothing here sends from it.
const SEED = createHash('sha256').update('airlock solana test account 7').digest('hex')

type Cloud = { projectId: string; rpc: Record<number, string> }

/** The relay e2e/globalSetup.ts started. */
function relayUrl(): string {
  const url = process.env.E2E_RELAY_URL
  if (!url) throw new TypeError('E2E_RELAY_URL is unset: run through playwright.config.ts')
  return url
}

export const solanaRpcUrl = (): string =>
  `${process.env.E2E_CLOUD_URL}/v1/?chainId=${encodeURIComponent(DEVNET)}&projectId=${process.env.E2E_PROJECT_ID}`

/** A test wallet with an EVM and a Solana account; `close()` it after the test. */
export function startTwoNamespaceWallet(cloud: Cloud): Promise<TestWalletConnectWallet> {
  return createTestWalletConnectWallet({
    relayUrl: relayUrl(),
    projectId: cloud.projectId,
    // Only signs here (personal_sign): no nonce is raced with the send specs using this key.
    privateKey: anvilKey(3),
    rpcUrls: { 1: cloud.rpc[1] as string, 8453: cloud.rpc[8453] as string },
    solana: { seed: SEED, rpcUrl: solanaRpcUrl() },
  })
}

/** Opens the modal's WalletConnect entry and pairs the wallet with the URI the QR view shows. */
export async function pairThroughQr(page: Page, wallet: TestWalletConnectWallet): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  await expect(page.getByRole('img', { name: 'QR code to connect a mobile wallet' })).toBeVisible()
  const qr = page.locator('[data-wc-uri]')
  await expect(qr).toHaveAttribute('data-wc-uri', /^wc:/)
  await wallet.pair((await qr.getAttribute('data-wc-uri')) as string)
}

/** Picks `name` in the Networks view (opened from the header's network button). */
export async function switchNetwork(page: Page, from: string, to: RegExp): Promise<void> {
  await page.getByRole('button', { name: from, exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: to }).click()
}

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** Base58 (Bitcoin alphabet) to bytes. */
function fromBase58(text: string): Buffer {
  let value = 0n
  for (const char of text) value = value * 58n + BigInt(ALPHABET.indexOf(char))
  const hex = value.toString(16)
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex')
  const zeros = text.length - text.replace(/^1+/, '').length
  return Buffer.concat([Buffer.alloc(zeros), body])
}

/** Whether `signature` (base58) is `address`'s ed25519 signature of `message` (Node's crypto). */
export function verifySolana(message: string, signature: string, address: string): boolean {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: fromBase58(address).toString('base64url') },
    format: 'jwk',
  })
  return verify(null, Buffer.from(message), key, fromBase58(signature))
}

/**
 * The flow both specs run: one approval connects eip155 and solana; the Solana account shows on
 * Solana Devnet and the EVM one on Ethereum with no second pairing; a Solana message is signed
 * over WalletConnect and verified with ed25519; both sides are restored after a reload.
 */
export async function oneSessionTwoNamespaces(
  page: Page,
  wallet: TestWalletConnectWallet,
): Promise<void> {
  const address = page.getByRole('status', { name: 'Address' })
  await page.goto('/solana')
  await pairThroughQr(page, wallet)
  // Ethereum is active: its account shows; the same session approved Solana too.
  await expect(address).toHaveText(wallet.address)
  expect(wallet.sessions()).toHaveLength(1)
  expect(wallet.sessions()[0]?.accounts).toEqual(
    expect.arrayContaining([`eip155:1:${wallet.address}`, `${DEVNET}:${wallet.solanaAddress}`]),
  )
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Solana Devnet: the Solana account of the same session, nothing asked of the wallet.
  await switchNetwork(page, 'Ethereum', /Solana Devnet/)
  await expect(address).toHaveText(wallet.solanaAddress as string)
  await expect(page.getByRole('figure', { name: 'useAirlockNetwork' })).toContainText(
    `"caipNetworkId": "${DEVNET}"`,
  )
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(wallet.sessions()).toHaveLength(1)
  expect(wallet.requests).toEqual([])

  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect
    .poll(() => wallet.requests.map((request) => request.method))
    .toEqual(['solana_signMessage'])
  const [request] = wallet.requests
  expect(request?.chainId).toBe(DEVNET)
  const { signature } = (request?.result ?? {}) as { signature: string }
  expect(verifySolana(MESSAGE, signature, wallet.solanaAddress as string)).toBe(true)
  expect(verifySolana('another message', signature, wallet.solanaAddress as string)).toBe(false)

  // Back on Ethereum: the EVM account, which signs over the same session.
  await switchNetwork(page, 'Solana Devnet', /Ethereum/)
  await expect(address).toHaveText(wallet.address)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByRole('status', { name: 'Signature result' })).toContainText('Valid')
  expect(wallet.requests.at(-1)?.method).toBe('personal_sign')

  // A reload restores both sides from the stored session: no pairing.
  await page.reload()
  await expect(address).toHaveText(wallet.address)
  await switchNetwork(page, 'Ethereum', /Solana Devnet/)
  await expect(address).toHaveText(wallet.solanaAddress as string)
  expect(wallet.sessions()).toHaveLength(1)
}
