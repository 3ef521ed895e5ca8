import { expect, type Page } from '@playwright/test'

// The frame's approval screen ignores clicks for 500 ms after it shows (and while covered).
const APPROVAL_GUARD_MS = 700

/** The `@appkit-wallet/` keys SPEC.md §4 deletes on sign-out (names from SPEC-READINGS.md). */
export const SESSION_KEYS = [
  '@appkit-wallet/EMAIL_LOGIN_USED_KEY',
  '@appkit-wallet/EMAIL',
  '@appkit-wallet/LAST_USED_CHAIN_KEY',
  '@appkit-wallet/SOCIAL_USERNAME',
] as const

export function env(name: string): string {
  const value = process.env[name]
  if (!value) throw new TypeError(`${name} is unset: the e2e global setup starts the secure site`)
  return value
}

/** A fresh address per test, so codes, devices and wallets never mix between tests. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`
}

type CaughtMail = { id: string; subject: string; text: string }

/**
 * The newest 6-digit code mailed to `email` after the mail `afterId`, read from the mail
 * catcher's (maildev's) REST API (`GET /api/email?to.address=`, in arrival order); waits until
 * it arrives.
 */
export async function readCode(
  email: string,
  afterId?: string,
): Promise<{ code: string; id: string }> {
  const url = `${env('E2E_MAIL_URL')}/api/email?to.address=${encodeURIComponent(email)}`
  let found: { code: string; id: string } | undefined
  await expect
    .poll(
      async () => {
        const response = await fetch(url)
        const messages = (await response.json()) as CaughtMail[]
        // maildev's ids are random: "after" is a position in arrival order.
        const since =
          afterId === undefined
            ? messages
            : messages.slice(messages.findIndex((message) => message.id === afterId) + 1)
        const mail = since.findLast((message) => /\b\d{6}\b/.test(message.text))
        const code = mail?.text.match(/\b(\d{6})\b/)?.[1]
        found = mail && code ? { code, id: mail.id } : undefined
        return found !== undefined
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe(true)
  return found as { code: string; id: string }
}

/** Types a code into the six OTP boxes the way a visitor does. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
  await page.keyboard.type(code)
}

/** The `@appkit-wallet/` keys present in the page's localStorage. */
export function storedSessionKeys(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, window.localStorage.getItem(key)])),
    [...SESSION_KEYS],
  )
}

/**
 * Logs in with `email` through the modal: the address, then the mailed code; waits for the
 * embedded account's address in the page and returns it (the modal stays on Account).
 */
export async function emailLogin(page: Page, email: string): Promise<string> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const input = page.getByRole('textbox', { name: 'Email' })
  await input.fill(email)
  await input.press('Enter')
  await expect(page.getByText(`Enter the code we sent to ${email}`)).toBeVisible({
    timeout: 30_000,
  })
  const { code } = await readCode(email)
  await typeCode(page, code)
  const address = page.getByRole('status', { name: 'Address' })
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 })
  return (await address.textContent()) as string
}

/**
 * Approves the request the secure frame shows (ApproveTransaction puts `w3m-iframe` over the
 * modal's body; the page itself has no Approve): waits for the frame's screen titled `title`,
 * lets its 500 ms guard pass, then clicks the frame's own Approve as a visitor does.
 */
export async function approveInFrame(page: Page, title: string): Promise<void> {
  const frame = page.frameLocator('#w3m-iframe')
  await expect(frame.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 })
  const approve = frame.getByRole('button', { name: 'Approve' })
  await expect(approve).toBeVisible()
  await page.waitForTimeout(APPROVAL_GUARD_MS)
  await approve.click()
}
