import type { Page } from '@playwright/test'
import type { Hex } from 'viem'
import { approveInFrame, emailLogin, env, uniqueEmail } from './embedded'
import { expect } from './fixtures'
import { balanceOf, fund, newReceiver } from './walletSendEmbedded'

// Helpers of smartSessions.spec.ts and its dev twin (issue 20, smart sessions): the demo's
// /smart-sessions page grants a USDC spending permission of the embedded wallet's smart account
// (approved once, in the secure frame), then spends with its own session key with no prompt.

/** The frame's title for a grant. */
const GRANT_TITLE = 'Grant a spending permission'

/** Logs in by email on /smart-sessions (a smart account), funds it with ETH and USDC; the account. */
export async function loginAndFund(page: Page, label: string): Promise<Hex> {
  await page.goto('/smart-sessions')
  await expect(page.getByRole('heading', { name: 'Smart sessions' })).toBeVisible()
  await emailLogin(page, uniqueEmail(label))
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Smart account', { exact: true })).toBeVisible()
  const account = (await page.getByRole('status', { name: 'Address' }).textContent()) as Hex
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
  await fund(account, { eth: '0.01', usdc: 5_000_000n })
  return account
}

/** Grants `limit` USDC: the frame shows what is granted, the visitor approves once. */
export async function grant(page: Page, limit: string): Promise<Hex> {
  await page.getByRole('textbox', { name: 'Limit (USDC)' }).fill(limit)
  await page.getByRole('button', { name: 'Grant permission' }).click()
  const frame = page.frameLocator('#w3m-iframe')
  await expect(frame.getByRole('heading', { name: GRANT_TITLE })).toBeVisible({ timeout: 30_000 })
  // Exactly what is granted: the token, the limit, the expiry, the gas handed to the key.
  await expect(frame.getByText(`USDC (0xfbfbfddd6e35da57b7b0f9a2c10e34be70b3a4e9)`)).toBeVisible()
  await expect(frame.getByText(`${limit} USDC`, { exact: true })).toBeVisible()
  await expect(frame.getByText(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/)).toBeVisible()
  await expect(frame.getByText('0.001 ETH', { exact: true })).toBeVisible()
  await approveInFrame(page, GRANT_TITLE)
  await expect(page.getByRole('status', { name: 'Smart session result' })).toHaveText(
    `Permission granted: up to ${limit} USDC.`,
    { timeout: 60_000 },
  )
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const key = (await page.getByRole('status', { name: 'Session key' }).textContent()) as Hex
  expect(key).toMatch(/^0x[0-9a-f]{40}$/)
  // The frame showed this very key as the spender.
  return key
}

/** Spends `amount` USDC to `to` with the session key; resolves the result's text. */
export async function spend(page: Page, to: Hex, amount: string): Promise<string> {
  await page.getByRole('textbox', { name: 'Send to' }).fill(to)
  await page.getByRole('textbox', { name: 'Amount (USDC)' }).fill(amount)
  await page.getByRole('button', { name: 'Spend with the session key' }).click()
  const result = page.getByRole('status', { name: 'Smart session result' })
  await expect(result).not.toHaveText(/^$|Working/, { timeout: 60_000 })
  // No prompt: neither the modal nor the frame was shown for it.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  return (await result.textContent()) ?? ''
}

/** Whether the cloud lists `key` as an active session of `account` (GET /v1/sessions/{id}). */
export async function isActiveSession(account: Hex, key: Hex): Promise<boolean> {
  const url = new URL(`/v1/sessions/eip155:1:${account}`, env('E2E_CLOUD_URL'))
  url.searchParams.set('projectId', env('E2E_PROJECT_ID'))
  url.searchParams.set('st', 'e2e')
  url.searchParams.set('sv', '0.0.0')
  const body = (await (await fetch(url)).json()) as { pci: string[] }
  return body.pci.includes(key.toLowerCase())
}

/**
 * The whole story on one page: grant 2 USDC once, spend 0.5 twice with no prompt (the receiver's
 * balance grows on chain), 1.5 more is refused on chain, revoke, spending then fails; grant again
 * and disconnect: the permission is revoked.
 */
export async function smartSessionStory(page: Page, label: string): Promise<void> {
  const account = await loginAndFund(page, label)
  const to = newReceiver()
  const key = await grant(page, '2')
  expect(await isActiveSession(account, key)).toBe(true)

  expect(await spend(page, to, '0.5')).toMatch(
    /^Sent 0\.5 USDC with the session key \(no prompt\): 0x[0-9a-f]{64}$/,
  )
  expect(await balanceOf('USDC', to)).toBe(500_000n)
  expect(await spend(page, to, '0.5')).toMatch(/^Sent 0\.5 USDC/)
  expect(await balanceOf('USDC', to)).toBe(1_000_000n)
  expect(await balanceOf('USDC', account)).toBe(4_000_000n)
  await expect(page.getByRole('status', { name: 'Permission' })).toHaveText(
    /^Up to 2 USDC, 1 USDC spent, until /,
  )

  // Over the limit: mined, reverted by the smart account, nothing moved.
  expect(await spend(page, to, '1.5')).toBe(
    "Refused on chain: this is more than the permission's limit allows. Nothing was sent.",
  )
  await expect(page.getByRole('alert')).toBeVisible()
  expect(await balanceOf('USDC', to)).toBe(1_000_000n)

  // Revoke (the session key gives it up through the cloud: no prompt), then spending fails.
  await page.getByRole('button', { name: 'Revoke permission' }).click()
  await expect(page.getByRole('status', { name: 'Smart session result' })).toHaveText(
    'Permission revoked: the session key can no longer spend.',
    { timeout: 30_000 },
  )
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await isActiveSession(account, key)).toBe(false)
  await expect(page.getByRole('status', { name: 'Permission' })).toHaveText('Revoked')
  expect(await spend(page, to, '0.5')).toBe(
    'Refused on chain: there is no permission for this session key (revoked, or never granted). Nothing was sent.',
  )
  expect(await balanceOf('USDC', to)).toBe(1_000_000n)

  // Grant again, then disconnect: the permission is revoked as the session ends.
  const second = await grant(page, '1')
  expect(await isActiveSession(account, second)).toBe(true)
  await page.getByRole('button', { name: /^0x/ }).first().click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('status', { name: 'Permission' })).toHaveText('None')
  await expect.poll(() => isActiveSession(account, second), { timeout: 15_000 }).toBe(false)
  expect(await balanceOf('USDC', to)).toBe(1_000_000n)
}
