import { expect, type Frame, type Page, test } from '@playwright/test'
import type * as WalletFrameModule from '../src/exports/index'
import type { AppEvent } from '../src/protocol/types'
import { type Origins, startOrigins } from './servers'

declare global {
  interface Window {
    walletFrame: typeof WalletFrameModule
    frame: WalletFrameModule.WalletFrame
    messagesSeen: number
    outcome: { settled: boolean; value?: unknown; error?: string }
    timedOut: boolean
    received: AppEvent[]
    reply(request: AppEvent, suffix: string, payload?: unknown): void
  }
}

let origins: Origins
test.beforeAll(async () => {
  origins = await startOrigins()
})
test.afterAll(async () => {
  await origins.close()
})

async function openDapp(page: Page, secureSitePath = '/frame', loadTimeoutMs?: number) {
  await page.goto(origins.dapp)
  await page.waitForFunction(() => window.walletFrame !== undefined)
  await page.evaluate(
    ([secureSiteUrl, timeout]) => {
      window.frame = window.walletFrame.createWalletFrame({
        secureSiteUrl: secureSiteUrl as string,
        projectId: 'e2e',
        ...(timeout ? { loadTimeoutMs: timeout as number } : {}),
      })
    },
    [`${origins.secure}${secureSitePath}`, loadTimeoutMs ?? 0] as const,
  )
}

function secureFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(`${origins.secure}/frame`))
  if (!frame) throw new Error('no secure-site frame')
  return frame
}

/** Starts a request in the dapp page without awaiting it; its outcome lands in window.outcome. */
async function startRequest(page: Page, email: string, withOnTimeout = false) {
  await page.evaluate(
    ([address, onTimeout]) => {
      window.outcome = { settled: false }
      window.timedOut = false
      window.frame
        .request(
          'CONNECT_EMAIL',
          { email: address as string },
          onTimeout
            ? {
                onTimeout: () => {
                  window.timedOut = true
                },
              }
            : {},
        )
        .then(
          (value) => {
            window.outcome = { settled: true, value }
          },
          (error: Error) => {
            window.outcome = { settled: true, error: error.message }
          },
        )
    },
    [email, withOnTimeout] as const,
  )
}

test('the w3m-iframe across origins: READY then ready, requests and replies by id', async ({
  page,
}) => {
  await openDapp(page)
  await page.evaluate(() => window.frame.ready())
  const iframe = page.locator('#w3m-iframe')
  await expect(iframe).toHaveCount(1)
  await expect(iframe).toBeHidden()
  expect(await iframe.evaluate((el) => getComputedStyle(el).zIndex)).toBe('999999')
  expect(await iframe.evaluate((el) => el.parentElement === document.body)).toBe(true)
  const src = new URL((await iframe.getAttribute('src')) ?? '')
  expect(src.origin).toBe(origins.secure)
  expect(Object.fromEntries(src.searchParams)).toEqual({
    projectId: 'e2e',
    chainId: 'eip155:1',
    version: '4',
    enableLogger: 'false',
  })

  const results = await page.evaluate(() =>
    Promise.all([
      window.frame.request('CONNECT_EMAIL', { email: 'ok@example.com' }),
      window.frame.request('GET_CHAIN_ID'),
      window.frame.request('CONNECT_EMAIL', { email: 'ok2@example.com' }),
    ]),
  )
  expect(results).toEqual([{ action: 'VERIFY_OTP' }, { chainId: 1 }, { action: 'VERIFY_OTP' }])
  const ids = await secureFrame(page).evaluate(() => window.received.map((r) => r.id))
  expect(ids).toHaveLength(3)
  expect(new Set(ids).size).toBe(3)
  for (const id of ids)
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)

  // The EIP-1193 provider over the same frame: a safe read goes through, eth_chainId is local.
  const rpc = await page.evaluate(async () => {
    const provider = window.walletFrame.createFrameProvider({
      frame: window.frame,
      getChainId: () => 8453,
      safeMethods: ['eth_blockNumber'],
      unsafeMethods: ['personal_sign'],
    })
    const blockNumber = await provider.request({ method: 'eth_blockNumber' })
    const chainId = await provider.request({ method: 'eth_chainId' })
    const refused = await provider.request({ method: 'eth_sign' }).catch((e: Error) => e.message)
    return { blockNumber, chainId, refused }
  })
  expect(rpc).toEqual({
    blockNumber: '0x2a',
    chainId: '0x2105',
    refused: 'Requested RPC call is not allowed\n\nDetails: Method: eth_sign',
  })
})

test('error replies: the message, or An error occurred without one', async ({ page }) => {
  await openDapp(page)
  const errors = await page.evaluate(async () => {
    const fail = (email: string) =>
      window.frame.request('CONNECT_EMAIL', { email }).then(
        () => 'resolved',
        (e: { shortMessage: string }) => e.shortMessage,
      )
    return [await fail('bare@example.com'), await fail('error@example.com')]
  })
  expect(errors).toEqual(['An error occurred', 'Invalid email domain'])
})

test('the 30000 ms time-out: callback, Request was aborted, and the next request works', async ({
  page,
}) => {
  await page.clock.install()
  await openDapp(page)
  await expect.poll(() => page.frames().length).toBe(2)
  await page.clock.runFor(600) // READY + the 500 ms ready delay
  await page.evaluate(() => window.frame.ready())
  await startRequest(page, 'silent@example.com', true)
  await page.clock.runFor(29_000)
  expect(await page.evaluate(() => window.outcome)).toEqual({ settled: false })
  await page.clock.runFor(1_000)
  await page.waitForFunction(() => window.outcome.settled)
  expect(await page.evaluate(() => window.outcome)).toEqual({
    settled: true,
    error: 'Request was aborted\n\nDetails: CONNECT_EMAIL timed out after 30000 ms.',
  })
  expect(await page.evaluate(() => window.timedOut)).toBe(true)
  // A late reply to the aborted request is ignored; the next request is answered.
  await secureFrame(page).evaluate(() => {
    const late = window.received.at(-1)
    if (late) window.reply(late, '_SUCCESS', { action: 'CONNECT' })
  })
  expect(
    await page.evaluate(() => window.frame.request('CONNECT_EMAIL', { email: 'ok@example.com' })),
  ).toEqual({ action: 'VERIFY_OTP' })
})

test('wrong origin, wrong source, wrong prefix, failing schema: not acted on', async ({ page }) => {
  await openDapp(page)
  await page.evaluate(() => window.frame.ready())
  // Impostors: a second window on the secure site's origin, and a window on another origin.
  await page.evaluate(
    ([secure, other]) => {
      for (const src of [`${secure}/impostor`, `${other}/impostor`]) {
        const iframe = document.createElement('iframe')
        iframe.src = src
        document.body.append(iframe)
      }
    },
    [origins.secure, origins.other] as const,
  )
  const sameOriginImpostor = () =>
    page.frames().find((f) => f.url() === `${origins.secure}/impostor`)
  const otherOriginImpostor = () =>
    page.frames().find((f) => f.url() === `${origins.other}/impostor`)
  await expect.poll(() => Boolean(sameOriginImpostor() && otherOriginImpostor())).toBe(true)
  for (const f of [sameOriginImpostor(), otherOriginImpostor()]) await f?.waitForLoadState()

  await startRequest(page, 'pending@example.com')
  const secure = secureFrame(page)
  await expect.poll(() => secure.evaluate(() => window.received.length)).toBe(1)
  const request = await secure.evaluate(() => window.received[0] as AppEvent)
  const valid = {
    type: '@w3m-frame/CONNECT_EMAIL_SUCCESS',
    id: request.id,
    payload: { action: 'CONNECT' },
  }
  const before = await page.evaluate(() => window.messagesSeen)

  // Right message, wrong source (same origin as the secure site).
  await sameOriginImpostor()?.evaluate((m) => parent.postMessage(m, '*'), valid)
  // Right message, wrong origin.
  await otherOriginImpostor()?.evaluate((m) => parent.postMessage(m, '*'), valid)
  // Right message, the dapp page itself.
  await page.evaluate((m) => window.postMessage(m, '*'), valid)
  // The real frame: wrong prefix, an app event, failing schema, another event's reply, READY/
  // SESSION_UPDATE look-alikes.
  await secure.evaluate(
    ([m, dapp]) => {
      const bad = [
        { ...m, type: '@w3m-app/CONNECT_EMAIL_SUCCESS' },
        { ...m, type: 'CONNECT_EMAIL_SUCCESS' },
        { ...m, type: '@evil/CONNECT_EMAIL_SUCCESS' },
        { ...m, payload: { action: 'PAY_ATTACKER' } },
        { ...m, payload: undefined },
        { ...m, id: 'not-the-id' },
        { ...m, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } },
        { ...m, id: { toString: null } },
        'just a string',
        null,
      ]
      for (const message of bad) {
        try {
          parent.postMessage(message, dapp)
        } catch {
          // An uncloneable message never leaves; nothing to test there.
        }
      }
    },
    [valid, origins.dapp] as const,
  )
  // 3 + 9 messages arrive (the uncloneable one does not leave the frame).
  await page.waitForFunction((n) => window.messagesSeen >= n, before + 12)
  expect(await page.evaluate(() => window.outcome)).toEqual({ settled: false })

  // The real reply from the real frame still gets through.
  await secure.evaluate(() => {
    const pending = window.received[0]
    if (pending) window.reply(pending, '_SUCCESS', { action: 'VERIFY_DEVICE' })
  })
  await page.waitForFunction(() => window.outcome.settled)
  expect(await page.evaluate(() => window.outcome)).toEqual({
    settled: true,
    value: { action: 'VERIFY_DEVICE' },
  })
})

test('a frame that never posts READY: Unable to load email login dependency', async ({ page }) => {
  await openDapp(page, '/frame?silent=1', 1500)
  const message = await page.evaluate(() =>
    window.frame.request('GET_CHAIN_ID').then(
      () => 'resolved',
      (e: { shortMessage: string }) => e.shortMessage,
    ),
  )
  expect(message).toBe('Unable to load email login dependency')
})

test('destroy removes the iframe and aborts what is pending', async ({ page }) => {
  await openDapp(page)
  await page.evaluate(() => window.frame.ready())
  await startRequest(page, 'pending@example.com')
  await page.evaluate(() => window.frame.destroy())
  await expect(page.locator('#w3m-iframe')).toHaveCount(0)
  await page.waitForFunction(() => window.outcome.settled)
  expect(await page.evaluate(() => window.outcome.error)).toBe('Request was aborted')
})

test('our own iframe navigated to another origin: its messages are not acted on', async ({
  page,
}) => {
  await openDapp(page)
  await page.evaluate(() => window.frame.ready())
  await startRequest(page, 'pending@example.com')
  const secure = secureFrame(page)
  await expect.poll(() => secure.evaluate(() => window.received.length)).toBe(1)
  const request = await secure.evaluate(() => window.received[0] as AppEvent)
  const valid = {
    type: '@w3m-frame/CONNECT_EMAIL_SUCCESS',
    id: request.id,
    payload: { action: 'CONNECT' },
  }
  // The same window (event.source matches) now holds a document from another origin.
  await secure.evaluate((url) => {
    location.href = url
  }, `${origins.other}/impostor`)
  await expect
    .poll(() => page.frames().some((f) => f.url() === `${origins.other}/impostor`))
    .toBe(true)
  const navigated = page.frames().find((f) => f.url() === `${origins.other}/impostor`)
  await navigated?.waitForLoadState()
  const before = await page.evaluate(() => window.messagesSeen)
  await navigated?.evaluate((m) => parent.postMessage(m, '*'), valid)
  await navigated?.evaluate(() =>
    parent.postMessage({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'evil' } }, '*'),
  )
  await page.waitForFunction((n) => window.messagesSeen >= n, before + 2)
  expect(await page.evaluate(() => window.outcome)).toEqual({ settled: false })
  await page.evaluate(() => window.frame.destroy())
  await page.waitForFunction(() => window.outcome.settled)
  expect(await page.evaluate(() => window.outcome.error)).toBe('Request was aborted')
})
