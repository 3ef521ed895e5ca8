import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM_LAUNCH_OPTIONS } from '@airlock/testing/playwright'
import { type Browser, chromium, type Page } from 'playwright-core'
import { build } from 'tsup'
import type { Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { codeOf, startTestSite, type TestSite } from './startTestSite'

// The key export screen in real Chromium: the frame page embedded by a dapp page of another
// origin; the visitor asks for a code, types it in the frame and sees the key there, and the
// page (which records every message it gets) never receives it.
let site: TestSite
let browser: Browser
let dapp: Server
let dappOrigin: string
let bundleDir: string

beforeAll(async () => {
  bundleDir = await mkdtemp(join(tmpdir(), 'airlock-export-bundle-'))
  await build({
    config: false,
    entry: { frame: 'src/frame/main.ts' },
    outDir: bundleDir,
    format: ['esm'],
    platform: 'browser',
    noExternal: [/.*/],
    splitting: false,
    silent: true,
  })
  dapp = createServer((_req, res) => {
    const frameUrl = `${site.url}/?projectId=export-test&chainId=eip155%3A1&version=4`
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.end(`<!doctype html><html><body><script>
      window.received = []
      window.addEventListener('message', (event) => {
        if (event.origin === ${JSON.stringify(site.url)}) window.received.push(event.data)
      })
      window.send = (message) => document.getElementById('w3m-iframe').contentWindow.postMessage(message, ${JSON.stringify(site.url)})
      const frame = document.createElement('iframe')
      frame.id = 'w3m-iframe'
      frame.width = 460
      frame.height = 560
      frame.src = ${JSON.stringify(frameUrl)}
      document.body.appendChild(frame)
    </script></body></html>`)
  })
  await new Promise<void>((resolve) => dapp.listen(0, '127.0.0.1', () => resolve()))
  dappOrigin = `http://127.0.0.1:${(dapp.address() as AddressInfo).port}`
  site = await startTestSite({
    projects: [{ id: 'export-test', origins: [dappOrigin] }],
    frameScript: join(bundleDir, 'frame.js'),
  })
  browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
})
afterAll(async () => {
  await browser?.close()
  await site?.close()
  dapp?.close()
  await rm(bundleDir, { recursive: true, force: true })
})

type Message = { type: string; id?: string; payload?: unknown }
let n = 0
const post = async (page: Page, type: string, payload?: unknown): Promise<string> => {
  const id = `export-${++n}`
  await page.evaluate(
    ([message]) => (window as unknown as { send(m: unknown): void }).send(message),
    [{ type: `@w3m-app/${type}`, id, ...(payload === undefined ? {} : { payload }) }],
  )
  return id
}
const reply = async (page: Page, id: string): Promise<Message> => {
  const handle = await page.waitForFunction(
    (want) => (window as unknown as { received: Message[] }).received.find((m) => m.id === want),
    id,
    { timeout: 30_000 },
  )
  return (await handle.jsonValue()) as Message
}
const request = async (page: Page, type: string, payload?: unknown) =>
  reply(page, await post(page, type, payload))
const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: Message[] }).received)

it('EXPORT_PRIVATE_KEY: a fresh emailed code typed in the frame shows the key in the frame only; SUCCESS when the visitor closes it', async () => {
  const page = await browser.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto(dappOrigin)
  await page.waitForFunction(() =>
    (window as unknown as { received: Message[] }).received.some(
      (m) => m.type === '@w3m-frame/READY',
    ),
  )
  const email = 'export-browser@example.com'
  expect((await request(page, 'CONNECT_EMAIL', { email })).type).toBe(
    '@w3m-frame/CONNECT_EMAIL_SUCCESS',
  )
  const login = await site.latestMail(email)
  expect((await request(page, 'CONNECT_OTP', { otp: codeOf(login) })).type).toBe(
    '@w3m-frame/CONNECT_OTP_SUCCESS',
  )
  const user = (await request(page, 'GET_USER', { chainId: 'eip155:1' })).payload as {
    accounts: { address: Hex; type: string }[]
  }
  const eoa = user.accounts.find((account) => account.type === 'eoa')?.address

  const exportId = await post(page, 'EXPORT_PRIVATE_KEY')
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
  expect(await reply(page, exportId)).toEqual({
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
