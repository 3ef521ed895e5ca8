import type { Page } from '@playwright/test'
import { expect, walletName } from './fixtures'

/** Where the sign-in page keeps each session's bearer token (cloudSiwxStore's default key). */
const TOKENS_KEY = '@airlock/siwx/cloud-sessions'

/** The server's answer on the sign-in page (src/SignedIn.tsx). */
export function serverSession(page: Page) {
  return page.getByRole('status', { name: 'Server session' })
}

/** Connects the mock wallet on the sign-in page; the modal then asks to sign in. */
export async function connectForSignIn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: walletName }).first().click()
  await expectSignView(page)
}

/** The sign view is up: its title, the dapp's words and its Sign button. */
export async function expectSignView(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible({ timeout: 30_000 })
  await expect(dialog.getByText('Airlock demo needs to connect to your wallet')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Sign' })).toBeEnabled()
}

/** The bearer tokens the page holds (one per account and chain). */
export async function storedTokens(page: Page): Promise<string[]> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), TOKENS_KEY)
  return (JSON.parse(raw ?? '[]') as { token: string }[]).map((entry) => entry.token)
}

/** Asks the demo's server route with `token`, as the dapp's own client would. */
export async function askServer(page: Page, token: string | undefined) {
  const response = await page.request.get('/api/siwx/me', {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  })
  return { status: response.status(), body: (await response.json()) as Record<string, string> }
}

/** The signatures of the sessions the page holds. */
export async function storedSignatures(page: Page): Promise<string[]> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), TOKENS_KEY)
  return (JSON.parse(raw ?? '[]') as { session: { signature: string } }[]).map(
    (entry) => entry.session.signature,
  )
}
