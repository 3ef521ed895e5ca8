// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
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
import { createWalletFrame } from './createWalletFrame'
import type { WalletFrame } from './types'

let page: FramePage
let frame: WalletFrame | undefined

beforeEach(async () => {
  page = await serveFramePage()
})
afterEach(async () => {
  vi.useRealTimers()
  frame?.destroy()
  frame = undefined
  await page.close()
})

function create(extra: Partial<Parameters<typeof createWalletFrame>[0]> = {}): WalletFrame {
  frame = createWalletFrame({ secureSiteUrl: page.url, projectId: 'demo', ...extra })
  return frame
}

function lastRequest(posted: { data: unknown }[]): AppEvent {
  return posted.at(-1)?.data as AppEvent
}

describe('the iframe (SPEC §2)', () => {
  test('w3m-iframe in the body, hidden, z-index 999999, with the query parameters', () => {
    const { iframe } = create()
    expect(document.getElementById('w3m-iframe')).toBe(iframe)
    expect(iframe.parentElement).toBe(document.body)
    expect(iframe.style.display).toBe('none')
    expect(iframe.style.zIndex).toBe('999999')
    const src = new URL(iframe.src)
    expect(`${src.origin}${src.pathname}`).toBe(page.url)
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: 'demo',
      chainId: 'eip155:1',
      version: '4',
      enableLogger: 'false',
    })
  })

  test('chainId, version and enableLogger are passed when given', () => {
    const { iframe } = create({ chainId: 'eip155:8453', version: 5, enableLogger: true })
    const params = new URL(iframe.src).searchParams
    expect(params.get('chainId')).toBe('eip155:8453')
    expect(params.get('version')).toBe('5')
    expect(params.get('enableLogger')).toBe('true')
  })

  test('an invalid secure-site URL: Unable to load email login dependency, no iframe', () => {
    expect(() => createWalletFrame({ secureSiteUrl: 'not a url', projectId: 'demo' })).toThrow(
      'Unable to load email login dependency',
    )
    expect(document.getElementById('w3m-iframe')).toBeNull()
  })

  test('destroy removes the iframe and aborts what is pending', async () => {
    const f = create()
    const pendingRequest = f.request('GET_CHAIN_ID')
    f.destroy()
    expect(document.getElementById('w3m-iframe')).toBeNull()
    await expect(pendingRequest).rejects.toThrow('Request was aborted')
    await expect(f.request('GET_CHAIN_ID')).rejects.toThrow('Request was aborted')
  })
})

describe('ready (SPEC §4)', () => {
  test('ready 500 ms after READY, not before; requests wait for it', async () => {
    const f = create()
    const source = await frameWindow(f)
    const posted = capturePosted(source)
    const answered = f.request('GET_CHAIN_ID')
    deliver(createFrameReady(4), page.origin, source)
    const readyAt = Date.now()
    expect(f.isReady()).toBe(false)
    await f.ready()
    expect(Date.now() - readyAt).toBeGreaterThanOrEqual(490)
    expect(f.isReady()).toBe(true)
    await until(() => posted.length === 1)
    const sent = lastRequest(posted)
    expect(sent.type).toBe('@w3m-app/GET_CHAIN_ID')
    expect(posted[0]?.origin).toBe(page.origin)
    deliver(createFrameSuccess('GET_CHAIN_ID', sent.id, { chainId: 1 }), page.origin, source)
    await expect(answered).resolves.toEqual({ chainId: 1 })
  })

  test('no READY in time: Unable to load email login dependency, for ready() and requests', async () => {
    const f = create({ loadTimeoutMs: 50 })
    await expect(f.ready()).rejects.toThrow('Unable to load email login dependency')
    await expect(f.request('GET_CHAIN_ID')).rejects.toThrow('Unable to load email login dependency')
  })

  test('an iframe that fails to load: Unable to load email login dependency', async () => {
    const f = create()
    f.iframe.dispatchEvent(new Event('error'))
    await expect(f.ready()).rejects.toThrow('Unable to load email login dependency')
  })
})

describe('requests and replies (SPEC §7, §8)', () => {
  test('replies are matched by id, in any order', async () => {
    const f = create()
    const source = await makeReady(f, page)
    const posted = capturePosted(source)
    const first = f.request('CONNECT_EMAIL', { email: 'alice@example.com' })
    const second = f.request('IS_CONNECTED', {})
    await until(() => posted.length === 2)
    const [a, b] = posted.map((p) => p.data as AppEvent)
    expect(a?.id).not.toBe(b?.id)
    expect(a?.id).toMatch(/^[0-9a-f-]{36}$/)
    deliver(
      createFrameSuccess('IS_CONNECTED', b?.id ?? '', { isConnected: true }),
      page.origin,
      source,
    )
    deliver(
      createFrameSuccess('CONNECT_EMAIL', a?.id ?? '', { action: 'VERIFY_OTP' }),
      page.origin,
      source,
    )
    await expect(second).resolves.toEqual({ isConnected: true })
    await expect(first).resolves.toEqual({ action: 'VERIFY_OTP' })
  })

  test('a reply of another event or an unknown id is not acted on', async () => {
    const f = create()
    const source = await makeReady(f, page)
    const posted = capturePosted(source)
    const answered = f.request('GET_CHAIN_ID')
    await until(() => posted.length === 1)
    const { id } = lastRequest(posted)
    deliver(createFrameSuccess('IS_CONNECTED', id, { isConnected: true }), page.origin, source)
    deliver(
      createFrameSuccess('GET_CHAIN_ID', crypto.randomUUID(), { chainId: 2 }),
      page.origin,
      source,
    )
    deliver(createFrameSuccess('GET_CHAIN_ID', id, { chainId: 1 }), page.origin, source)
    await expect(answered).resolves.toEqual({ chainId: 1 })
  })

  test('an error reply: its message, or An error occurred without one', async () => {
    const f = create()
    const source = await makeReady(f, page)
    const posted = capturePosted(source)
    const withMessage = f.request('CONNECT_OTP', { otp: '123456' })
    await until(() => posted.length === 1)
    deliver(
      createFrameError('CONNECT_OTP', lastRequest(posted).id, 'Invalid code', 4001),
      page.origin,
      source,
    )
    await expect(withMessage).rejects.toMatchObject({ shortMessage: 'Invalid code', code: 4001 })
    const bare = f.request('SIGN_OUT')
    await until(() => posted.length === 2)
    deliver({ type: '@w3m-frame/SIGN_OUT_ERROR', id: lastRequest(posted).id }, page.origin, source)
    await expect(bare).rejects.toThrow('An error occurred')
  })

  test('a payload that fails its schema is refused before it is posted', async () => {
    const f = create()
    const source = await makeReady(f, page)
    const posted = capturePosted(source)
    await expect(f.request('CONNECT_EMAIL', { email: 'not an email' })).rejects.toThrow(
      'Invalid input',
    )
    await expect(f.request('CONNECT_OTP', { otp: '12' })).rejects.toThrow('Invalid input')
    expect(posted).toEqual([])
  })

  test('the 30000 ms time-out: the callback runs, the request is aborted, the next one works', async () => {
    const f = create()
    const source = await makeReady(f, page)
    const posted = capturePosted(source)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const onTimeout = vi.fn()
    const timedOut = f.request('CONNECT_EMAIL', { email: 'alice@example.com' }, { onTimeout })
    const outcome = timedOut.catch((error: Error) => error)
    // Posting may wait on a module the request loads; on a busy machine that is not at once.
    // setImmediate is not faked here, so this waits in real time without moving the clock.
    for (let turn = 0; posted.length === 0 && turn < 100_000; turn++)
      await new Promise((resolve) => setImmediate(resolve))
    expect(posted).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(onTimeout).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(onTimeout).toHaveBeenCalledOnce()
    expect(await outcome).toMatchObject({ shortMessage: 'Request was aborted' })
    vi.useRealTimers()
    // A late reply to the aborted request changes nothing; the next request is answered.
    const lateId = lastRequest(posted).id
    deliver(createFrameSuccess('CONNECT_EMAIL', lateId, { action: 'CONNECT' }), page.origin, source)
    const next = f.request('CONNECT_EMAIL', { email: 'alice@example.com' })
    await until(() => posted.length === 2)
    deliver(
      createFrameSuccess('CONNECT_EMAIL', lastRequest(posted).id, { action: 'VERIFY_OTP' }),
      page.origin,
      source,
    )
    await expect(next).resolves.toEqual({ action: 'VERIFY_OTP' })
  })

  test('requests outside SPEC §9 have no time-out unless given one', async () => {
    const f = create()
    await makeReady(f, page)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let settled = false
    const untimed = f.request('GET_CHAIN_ID').finally(() => {
      settled = true
    })
    untimed.catch(() => {})
    const timed = f.request('GET_CHAIN_ID', undefined, { timeoutMs: 1000 }).catch((e: Error) => e)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await timed).toMatchObject({ shortMessage: 'Request was aborted' })
    expect(settled).toBe(false)
  })

  test('abort(filter) and an AbortSignal abort only what they select', async () => {
    const f = create()
    const source = await makeReady(f, page)
    const posted = capturePosted(source)
    const sign = f.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00'] })
    const read = f.request('RPC_REQUEST', { method: 'eth_blockNumber' })
    const controller = new AbortController()
    const user = f.request('GET_USER', { chainId: 1 }, { signal: controller.signal })
    await until(() => posted.length === 3)
    expect(
      f.abort((r) => (r.payload as { method?: string } | undefined)?.method === 'personal_sign'),
    ).toBe(1)
    await expect(sign).rejects.toThrow('Request was aborted')
    controller.abort()
    await expect(user).rejects.toThrow('Request was aborted')
    const readId = (posted[1]?.data as AppEvent | undefined)?.id ?? ''
    deliver(createFrameSuccess('RPC_REQUEST', readId, '0x10'), page.origin, source)
    await expect(read).resolves.toBe('0x10')
  })

  test('a request can carry the id the caller chose (to name it in CANCEL_REQUEST)', async () => {
    const f = create()
    const source = await makeReady(f, page)
    const posted = capturePosted(source)
    const sign = f.request(
      'RPC_REQUEST',
      { method: 'personal_sign', params: ['0x00'] },
      { id: 'chosen-id' },
    )
    await until(() => posted.length === 1)
    expect(lastRequest(posted).id).toBe('chosen-id')
    // A second pending request with the same id is refused, not posted.
    await expect(
      f.request('RPC_REQUEST', { method: 'eth_blockNumber' }, { id: 'chosen-id' }),
    ).rejects.toThrow()
    deliver(createFrameSuccess('RPC_REQUEST', 'chosen-id', '0xsig'), page.origin, source)
    await expect(sign).resolves.toBe('0xsig')
  })

  test('a frame that reloads (READY again) aborts what it lost; new requests wait for it', async () => {
    const f = create()
    const source = await makeReady(f, page)
    const posted = capturePosted(source)
    const lost = f.request('RPC_REQUEST', { method: 'eth_blockNumber' })
    await until(() => posted.length === 1)
    deliver(createFrameReady(4), page.origin, source)
    await expect(lost).rejects.toThrow('Request was aborted')
    expect(f.isReady()).toBe(false)
    const next = f.request('GET_CHAIN_ID')
    await f.ready()
    await until(() => posted.length === 2)
    deliver(
      createFrameSuccess('GET_CHAIN_ID', lastRequest(posted).id, { chainId: 1 }),
      page.origin,
      source,
    )
    await expect(next).resolves.toEqual({ chainId: 1 })
  })

  test('SESSION_UPDATE reaches subscribers until they unsubscribe', async () => {
    const f = create()
    const source = await makeReady(f, page)
    const tokens: string[] = []
    const off = f.on('SESSION_UPDATE', ({ token }) => tokens.push(token))
    deliver(createFrameSessionUpdate('t1'), page.origin, source)
    off()
    deliver(createFrameSessionUpdate('t2'), page.origin, source)
    expect(tokens).toEqual(['t1'])
  })
})

describe('show over an anchor, hide', () => {
  test('fixed over the anchor, titled and focused, in place in the body; hidden again', () => {
    const f = create()
    const anchor = document.createElement('div')
    document.body.append(anchor)
    anchor.getBoundingClientRect = () =>
      ({ left: 10, top: 20, width: 300, height: 200, right: 310, bottom: 220 }) as DOMRect
    f.show(anchor, { title: 'Approve' })
    expect(f.iframe.parentElement).toBe(document.body)
    expect(f.iframe.style.display).toBe('block')
    expect(f.iframe.style.position).toBe('fixed')
    expect([f.iframe.style.left, f.iframe.style.top]).toEqual(['10px', '20px'])
    expect([f.iframe.style.width, f.iframe.style.height]).toEqual(['300px', '200px'])
    expect(f.iframe.title).toBe('Approve')
    expect(document.activeElement).toBe(f.iframe)
    f.hide()
    expect(f.iframe.style.display).toBe('none')
    expect(f.iframe.hasAttribute('title')).toBe(false)
    anchor.remove()
  })

  test('follows the anchor while shown, also when it moves without a resize (an opening modal)', async () => {
    const f = create()
    const anchor = document.createElement('div')
    document.body.append(anchor)
    let top = 300
    anchor.getBoundingClientRect = () =>
      ({ left: 10, top, width: 300, height: 200, right: 310, bottom: top + 200 }) as DOMRect
    f.show(anchor)
    expect(f.iframe.style.top).toBe('300px')
    // A transform moves it: no resize, no scroll.
    top = 120
    await vi.waitFor(() => expect(f.iframe.style.top).toBe('120px'))
    f.hide()
    top = 40
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(f.iframe.style.top).toBe('120px')
    anchor.remove()
  })
})

describe('what is not acted on', () => {
  test('wrong origin, wrong source, wrong prefix, failing schema', async () => {
    const f = create()
    const source = await makeReady(f, page)
    const posted = capturePosted(source)
    const tokens: string[] = []
    f.on('SESSION_UPDATE', ({ token }) => tokens.push(token))
    const answered = f.request('GET_CHAIN_ID')
    await until(() => posted.length === 1)
    const { id } = lastRequest(posted)
    const good = createFrameSuccess('GET_CHAIN_ID', id, { chainId: 1 })
    deliver(good, 'http://127.0.0.1:1', source)
    deliver(good, `${page.origin}.evil.example`, source)
    deliver(good, page.origin, window)
    deliver(good, page.origin, null)
    deliver({ ...good, type: '@evil/GET_CHAIN_ID_SUCCESS' }, page.origin, source)
    deliver({ ...good, type: 'GET_CHAIN_ID_SUCCESS' }, page.origin, source)
    deliver({ ...good, payload: { chainId: 'not a chain' } }, page.origin, source)
    deliver(createFrameSessionUpdate('evil'), 'http://127.0.0.1:1', source)
    deliver(createFrameSessionUpdate('evil'), page.origin, window)
    deliver(createFrameSuccess('GET_CHAIN_ID', id, { chainId: 2 }), page.origin, source)
    await expect(answered).resolves.toEqual({ chainId: 2 })
    expect(tokens).toEqual([])
  })

  test('READY from the wrong origin does not make the frame ready', async () => {
    const f = create({ loadTimeoutMs: 300 })
    const source = await frameWindow(f)
    deliver(createFrameReady(4), 'http://127.0.0.1:1', source)
    deliver(createFrameReady(4), page.origin, window)
    await expect(f.ready()).rejects.toThrow('Unable to load email login dependency')
  })
})
