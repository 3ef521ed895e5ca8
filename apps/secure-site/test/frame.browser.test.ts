import type { Browser, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  type FrameHarness,
  frameReady,
  frameRequest,
  received,
  startFrameHarness,
} from './frameHarness'
import { codeOf, type TestSite } from './startTestSite'

// The frame page in real Chromium, embedded by a dapp page on another origin (same host, other
// port: cross-origin, same-site, so the frame keeps its localStorage under Playwright).
let harness: FrameHarness
let site: TestSite
let browser: Browser
let dappOrigin: string

beforeAll(async () => {
  harness = await startFrameHarness({
    projects: ['browser-test'],
    query: '&enableLogger=false',
    // Shown, at a size its approval screen accepts (the real page shows it over its modal).
    css: '#w3m-iframe { width: 420px; height: 640px; border: 0; }',
    scripts: { dapp: 'test/fixtures/dappEntry.ts' },
    pages: {
      '/wallet':
        '<!doctype html><html><body><script type="module" src="/dapp.js"></script></body></html>',
    },
  })
  ;({ site, browser, dappOrigin } = harness)
})
afterAll(async () => {
  await harness?.close()
})

/**
 * The visitor approves the request the frame shows: a real click on its Approve button once the
 * screen has been visible for more than 500 ms (test/approval.browser.test.ts tests the screen).
 */
async function approveInFrame(page: Page): Promise<void> {
  const frame = page.frameLocator('#w3m-iframe')
  await frame.locator('#approval:not([hidden])').waitFor({ timeout: 30_000 })
  await page.waitForTimeout(700)
  const box = await frame.getByRole('button', { name: 'Approve' }).boundingBox()
  if (!box) throw new Error('no Approve button')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

it('loads in a dapp page of an allowed origin, signs in by email, signs, survives a reload, signs out', async () => {
  const page = await browser.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto(dappOrigin)
  await frameReady(page, site.url)
  expect((await received(page))[0]).toEqual({ type: '@w3m-frame/READY', payload: { version: '4' } })

  const email = 'browser@example.com'
  expect(await frameRequest(page, 'CONNECT_EMAIL', { email })).toMatchObject({
    type: '@w3m-frame/CONNECT_EMAIL_SUCCESS',
    payload: { action: 'VERIFY_OTP' },
  })
  const code = codeOf(await site.latestMail(email))
  const wrong = code === '000000' ? '111111' : '000000'
  expect(await frameRequest(page, 'CONNECT_OTP', { otp: wrong })).toMatchObject({
    type: '@w3m-frame/CONNECT_OTP_ERROR',
    payload: { message: 'Invalid code' },
  })
  expect((await frameRequest(page, 'CONNECT_OTP', { otp: code })).type).toBe(
    '@w3m-frame/CONNECT_OTP_SUCCESS',
  )
  const pushed = (await received(page)).filter((m) => m.type === '@w3m-frame/SESSION_UPDATE')
  expect(pushed).toHaveLength(1)

  const user = (await frameRequest(page, 'GET_USER', { chainId: 1 })).payload as {
    address: `0x${string}`
    email: string
  }
  expect(user.email).toBe(email)
  const signing = frameRequest(page, 'RPC_REQUEST', {
    method: 'personal_sign',
    params: ['0x6869', user.address],
  })
  await approveInFrame(page)
  const signed = await signing
  expect(
    await verifyMessage({
      address: user.address,
      message: 'hi',
      signature: signed.payload as `0x${string}`,
    }),
  ).toBe(true)

  // The session lives in the frame's own storage: after a reload the frame is still signed in.
  await page.reload()
  await frameReady(page, site.url)
  expect((await frameRequest(page, 'IS_CONNECTED', {})).payload).toEqual({ isConnected: true })
  expect((await frameRequest(page, 'SIGN_OUT')).type).toBe('@w3m-frame/SIGN_OUT_SUCCESS')
  expect((await frameRequest(page, 'IS_CONNECTED', {})).payload).toEqual({ isConnected: false })
  // No CSP violation on the frame page (its script is served from its own origin).
  expect(errors.filter((e) => e.includes('Content Security Policy'))).toEqual([])
  await page.close()
})

it('cannot be framed by a page of an origin the project does not list', async () => {
  const page = await browser.newPage()
  const blocked = page.waitForEvent('console', (message) =>
    message.text().includes('frame-ancestors'),
  )
  await page.goto(await harness.strangerOrigin())
  await blocked
  expect(await received(page)).toEqual([])
  await page.close()
})

it('works with the page side a dapp ships (@airlock/wallet-frame): ready, email login, user, signature', async () => {
  const page = await browser.newPage()
  await page.goto(`${dappOrigin}/wallet`)
  await page.waitForFunction(() => 'createWalletFrame' in window)
  const email = 'page-side@example.com'
  const action = await page.evaluate(
    async ([secureSiteUrl, address]) => {
      type Frame = {
        ready(): Promise<void>
        request(name: string, payload?: unknown): Promise<unknown>
        on(event: string, listener: (payload: unknown) => void): () => void
      }
      const create = (window as unknown as { createWalletFrame(o: unknown): Frame })
        .createWalletFrame
      const frame = create({ secureSiteUrl, projectId: 'browser-test' })
      Object.assign(window, { frame, sessions: [] as unknown[] })
      frame.on('SESSION_UPDATE', (payload) =>
        (window as unknown as { sessions: unknown[] }).sessions.push(payload),
      )
      await frame.ready()
      return frame.request('CONNECT_EMAIL', { email: address })
    },
    [site.url, email],
  )
  expect(action).toEqual({ action: 'VERIFY_OTP' })
  const otp = codeOf(await site.latestMail(email))
  const user = await page.evaluate(async (code) => {
    const frame = (
      window as unknown as { frame: { request(n: string, p?: unknown): Promise<unknown> } }
    ).frame
    await frame.request('CONNECT_OTP', { otp: code })
    return frame.request('GET_USER', { chainId: 'eip155:1' })
  }, otp)
  expect(user).toMatchObject({ email, chainId: 1, preferredAccountType: 'eoa' })
  const { address } = user as { address: `0x${string}` }
  // The page shows the frame over an element of its own (as the modal does), then asks.
  await page.evaluate((account) => {
    const anchor = document.createElement('div')
    anchor.style.cssText = 'position: fixed; left: 0; top: 0; width: 420px; height: 640px'
    document.body.append(anchor)
    const frame = (
      window as unknown as {
        frame: {
          show(anchor: Element): void
          request(n: string, p?: unknown): Promise<unknown>
        }
      }
    ).frame
    frame.show(anchor)
    Object.assign(window, {
      signing: frame.request('RPC_REQUEST', {
        method: 'personal_sign',
        params: ['0x6869', account],
      }),
    })
  }, address)
  await approveInFrame(page)
  const signature = await page.evaluate(() => (window as unknown as { signing: unknown }).signing)
  expect(
    await verifyMessage({ address, message: 'hi', signature: signature as `0x${string}` }),
  ).toBe(true)
  const sessions = await page.evaluate(
    () => (window as unknown as { sessions: unknown[] }).sessions,
  )
  expect(sessions).toHaveLength(1)
  await page.close()
})
