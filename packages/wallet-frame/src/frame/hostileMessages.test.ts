// @vitest-environment happy-dom
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createFrameReady } from '../protocol/createFrameReady'
import { createFrameError, createFrameSuccess } from '../protocol/createFrameReply'
import { createFrameSessionUpdate } from '../protocol/createFrameSessionUpdate'
import type { AppEvent } from '../protocol/types'
import {
  capturePosted,
  deliver,
  type FramePage,
  frameWindow,
  makeReady,
  serveFramePage,
  until,
} from '../test/framePage'
import { replyPayloadSamples } from '../test/samples'
import { createWalletFrame } from './createWalletFrame'
import type { WalletFrame } from './types'

// Issue #6: thousands of malformed, wrong-origin and wrong-source messages thrown at the page
// side: none is acted on (the pending request stays pending, no event reaches a subscriber), none
// throws. Then the one real reply still gets through.

let page: FramePage
let frame: WalletFrame
let source: Window
let otherWindow: Window
let otherIframe: HTMLIFrameElement
let id = ''
let settled = false
let pendingUser: Promise<unknown>
const sessions: string[] = []
const readies: unknown[] = []
const uncaught: unknown[] = []

beforeAll(async () => {
  page = await serveFramePage()
  frame = createWalletFrame({ secureSiteUrl: page.url, projectId: 'demo' })
  source = await makeReady(frame, page)
  // A second window on the secure site's own origin: right origin, wrong source.
  otherIframe = document.createElement('iframe')
  otherIframe.src = `${page.origin}/impostor`
  document.body.appendChild(otherIframe)
  otherWindow = await frameWindow({ iframe: otherIframe } as WalletFrame)
  window.addEventListener('error', (event) => uncaught.push(event))
  frame.on('SESSION_UPDATE', ({ token }) => sessions.push(token))
  frame.on('READY', (payload) => readies.push(payload))
  const posted = capturePosted(source)
  pendingUser = frame.request('GET_USER', { chainId: 1 }).finally(() => {
    settled = true
  })
  await until(() => posted.length === 1)
  id = (posted[0]?.data as AppEvent | undefined)?.id ?? ''
})

afterAll(async () => {
  frame.destroy()
  otherIframe.remove()
  await page.close()
})

function throwAt(data: unknown, origin: string, from: Window | null): void {
  expect(() => deliver(data, origin, from)).not.toThrow()
}

async function nothingActedOn(): Promise<void> {
  // A settled request flips `settled` in a later task: let it.
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(settled).toBe(false)
  expect(sessions).toEqual([])
  expect(readies).toEqual([])
  expect(uncaught).toEqual([])
}

const validReplies = () => [
  createFrameSuccess('GET_USER', id, replyPayloadSamples.GET_USER),
  createFrameError('GET_USER', id, 'evil'),
  createFrameSessionUpdate('evil-token'),
  createFrameReady(4),
]

test('anything at all from the right origin and source: ignored', async () => {
  fc.assert(
    fc.property(
      fc.anything({ withObjectString: true, withNullPrototype: true, withMap: true }),
      (data) => {
        throwAt(data, page.origin, source)
      },
    ),
    { numRuns: 1200 },
  )
  await nothingActedOn()
}, 120_000)

test('near-valid replies (wrong prefix, id, event or payload) from the right place: ignored', async () => {
  const type = fc.oneof(
    fc.constantFrom(
      '@w3m-app/GET_USER_SUCCESS',
      'w3m-frame/GET_USER_SUCCESS',
      ' @w3m-frame/GET_USER_SUCCESS',
      '@W3M-FRAME/GET_USER_SUCCESS',
      '@w3m-frame/GET_USER_success',
      '@w3m-frame/GET_USER',
      '@w3m-frame/GET_CHAIN_ID_SUCCESS',
      '@w3m-frame/IS_CONNECTED_ERROR',
      'x@w3m-frame/GET_USER_SUCCESS',
    ),
    fc.string({ maxLength: 120 }),
    fc.string().map((s) => `@w3m-frame/${s}`),
  )
  const base = createFrameSuccess('GET_USER', 'x', replyPayloadSamples.GET_USER)
  fc.assert(
    fc.property(
      fc.record(
        {
          type: fc.oneof(type, fc.constant(base.type)),
          id: fc.oneof(fc.uuid(), fc.string({ maxLength: 80 }), fc.anything()),
          payload: fc.oneof(
            fc.anything(),
            fc.record({ address: fc.string(), chainId: fc.oneof(fc.integer(), fc.string()) }),
            fc.constant({ ...replyPayloadSamples.GET_USER, address: '0x123' }),
          ),
        },
        { requiredKeys: [] },
      ),
      (message) => {
        // Keep only what cannot be a valid reply to the pending request.
        if (message.type === base.type && message.id === id) return
        throwAt(message, page.origin, source)
      },
    ),
    { numRuns: 1200 },
  )
  await nothingActedOn()
}, 120_000)

test('valid replies and pushes from a wrong origin or a wrong window: ignored', async () => {
  const wrongOrigin = fc.oneof(
    fc.domain().map((host) => `http://${host}`),
    fc.constantFrom(
      'null',
      '',
      '*',
      page.origin.replace('127.0.0.1', 'localhost'),
      `${page.origin}0`,
      page.origin.replace('http:', 'https:'),
      `${page.origin}/`,
    ),
    fc.string(),
  )
  fc.assert(
    fc.property(
      fc.nat({ max: 3 }),
      fc.oneof(
        wrongOrigin.map((origin) => ({ origin, from: 'frame' as const })),
        fc
          .constantFrom('window', 'null', 'impostor')
          .map((from) => ({ origin: page.origin, from })),
      ),
      (index, where) => {
        const message = validReplies()[index]
        const from =
          where.from === 'frame'
            ? source
            : where.from === 'window'
              ? window
              : where.from === 'impostor'
                ? otherWindow
                : null
        throwAt(message, where.origin, from)
      },
    ),
    { numRuns: 1200 },
  )
  await nothingActedOn()
}, 120_000)

test('after all that, the real reply still resolves the request', async () => {
  deliver(createFrameSuccess('GET_USER', id, replyPayloadSamples.GET_USER), page.origin, source)
  await expect(pendingUser).resolves.toEqual(replyPayloadSamples.GET_USER)
})
