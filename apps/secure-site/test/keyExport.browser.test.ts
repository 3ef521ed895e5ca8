import type { Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  type FrameHarness,
  framePost,
  frameReady,
  frameReply,
  frameRequest,
  received,
  startFrameHarness,
} from './frameHarness'
import { codeOf } from './startTestSite'

// The key export screen in real Chromium: the frame page embedded by a dapp page of another
// origin; the visitor asks for a code, types it in the frame and sees the key there, and the
// page (which records every message it gets) never receives it.
let harness: FrameHarness
beforeAll(async () => {
  harness = await startFrameHarness({
    projects: ['export-test'],
    css: '#w3m-iframe { width: 460px; height: 560px; }',
  })
})
afterAll(async () => {
  await harness?.close()
})

it('EXPORT_PRIVATE_KEY: a fresh emailed code typed in the frame shows the key in the frame only; SUCCESS when the visitor closes it', async () => {
  const { site } = harness
  const page = await harness.browser.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto(harness.dappUrl())
  await frameReady(page, site.url)
  const email = 'export-browser@example.com'
  expect((await frameRequest(page, 'CONNECT_EMAIL', { email })).type).toBe(
    '@w3m-frame/CONNECT_EMAIL_SUCCESS',
  )
  const login = await site.latestMail(email)
  expect((await frameRequest(page, 'CONNECT_OTP', { otp: codeOf(login) })).type).toBe(
    '@w3m-frame/CONNECT_OTP_SUCCESS',
  )
  const user = (await frameRequest(page, 'GET_USER', { chainId: 'eip155:1' })).payload as {
    accounts: { address: Hex; type: string }[]
  }
  const eoa = user.accounts.find((account) => account.type === 'eoa')?.address

  const exportId = await framePost(page, 'EXPORT_PRIVATE_KEY')
  const frame = page.frameLocator('#w3m-iframe')
  await expect
    .poll(() => frame.getByRole('heading', { name: 'Export private key' }).isVisible())
    .toBe(true)
  // Styled by /export-key.css under the site's CSP (no inline styles).
  expect(
    await frame.locator('#export-key').evaluate((element) => getComputedStyle(element).maxWidth),
  ).toBe('420px')
  await frame.getByRole('button', { name: 'Email me a code' }).click()
  await expect
    .poll(() => frame.locator('#export-key-sent').textContent())
    .toContain('e***@example.com')
  const mail = await site.latestMail(email, login.id)
  const code = codeOf(mail)

  const input = frame.getByLabel('Code from the email')
  await input.fill(code === '000000' ? '111111' : '000000')
  await frame.getByRole('button', { name: 'Show key' }).click()
  await expect.poll(() => frame.getByRole('alert').textContent()).toBe('Invalid code')
  await input.fill(code)
  await frame.getByRole('button', { name: 'Show key' }).click()
  const shown = frame.locator('#export-key-value')
  await expect.poll(() => shown.textContent()).toMatch(/^0x[0-9a-f]{64}$/)
  const privateKey = (await shown.textContent()) as Hex
  expect(privateKeyToAddress(privateKey)).toBe(eoa)

  await frame.getByRole('button', { name: 'Copy' }).click()
  await expect
    .poll(() => frame.locator('#export-key-status').textContent())
    .toMatch(/^(Copied to the clipboard\.|Selected: press Ctrl\+C)/)

  // The page has no SUCCESS yet, and nothing it received, stored or shows holds the key.
  const bare = privateKey.slice(2)
  expect((await received(page)).some((m) => m.id === exportId)).toBe(false)
  expect(JSON.stringify(await received(page))).not.toContain(bare)
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(bare)
  expect(await page.content()).not.toContain(bare)

  await frame.getByRole('button', { name: 'Close' }).click()
  expect(await frameReply(page, exportId)).toEqual({
    type: '@w3m-frame/EXPORT_PRIVATE_KEY_SUCCESS',
    id: exportId,
  })
  // Closed: the key is gone from the frame's document too.
  expect(await frame.locator('body').innerHTML()).not.toContain(bare)
  expect(JSON.stringify(await received(page))).not.toContain(bare)
  // Nothing broke the CSP (the clipboard may be refused to a frame without `allow`, and the wrong
  // code was a 400: both are expected console errors).
  expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([])
  await page.close()
})
