import { FRAME_USER_REJECTED } from '@airlock/wallet-frame/protocol'
import { describe, expect, it } from 'vitest'
import { createFrameHandler } from '../createFrameHandler'
import type { FrameStorage } from '../types'
import type { ApprovalRequest } from './types'
import { UserRejectedError } from './UserRejectedError'

const dapp = 'http://127.0.0.1:5173'

// The handler with a scripted approval screen: each request shown waits until the test decides.
function setUp() {
  const posts: { type: string; id?: string; payload?: unknown }[] = []
  const calls: { path: string; body: Record<string, unknown> }[] = []
  const shown: {
    request: ApprovalRequest
    signal: AbortSignal
    approve(): void
    reject(): void
  }[] = []
  const values = new Map<string, string>([['airlock-frame/session-token', 't']])
  const storage: FrameStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
  const parent = { postMessage: (message: unknown) => void posts.push(message as never) }
  let nonce = 0
  const handle = createFrameHandler({
    projectId: 'airlock-demo',
    allowedOrigins: new Set([dapp]),
    parent,
    storage,
    callApi: async (path, body) => {
      calls.push({ path, body })
      if (path === 'rpc/prepare') return { prepared: { kind: 'message', n: nonce++ }, seal: 's' }
      return { result: `signed ${String((body.prepared as { n?: number } | undefined)?.n)}` }
    },
    chainId: 1,
    newDeviceId: () => 'device-1',
    reload: () => {},
    approve: (request, signal) =>
      new Promise<void>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new UserRejectedError()))
        shown.push({
          request,
          signal,
          approve: resolve,
          reject: () => reject(new UserRejectedError()),
        })
      }),
  })
  const send = (type: string, id: string, payload?: unknown) =>
    handle({ data: { type: `@w3m-app/${type}`, id, payload }, origin: dapp, source: parent })
  const sign = (id: string) =>
    send('RPC_REQUEST', id, { method: 'personal_sign', params: ['0x6869', '0x1'] })
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { posts, calls, shown, send, sign, tick }
}

describe('unsafe RPC requests in the frame', () => {
  it('signs nothing until the visitor approves, then sends the prepared payload with confirmed: true', async () => {
    const { posts, calls, shown, sign, tick } = setUp()
    const done = sign('a')
    await tick()
    expect(calls.map((call) => call.path)).toEqual(['rpc/prepare'])
    expect(shown).toHaveLength(1)
    expect(shown[0]?.request).toMatchObject({ id: 'a', method: 'personal_sign', origin: dapp })
    expect(posts).toEqual([])
    shown[0]?.approve()
    await done
    expect(calls[1]).toEqual({
      path: 'rpc',
      body: {
        method: 'personal_sign',
        params: ['0x6869', '0x1'],
        prepared: { kind: 'message', n: 0 },
        seal: 's',
        confirmed: true,
      },
    })
    expect(posts).toEqual([
      { type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: 'a', payload: 'signed 0' },
    ])
    // The screen of an approved request is told it ended.
    expect(shown[0]?.signal.aborted).toBe(true)
  })

  it('answers Reject with 4001 and signs nothing', async () => {
    const { posts, calls, shown, sign, tick } = setUp()
    const done = sign('a')
    await tick()
    shown[0]?.reject()
    await done
    expect(calls.map((call) => call.path)).toEqual(['rpc/prepare'])
    expect(posts).toEqual([
      { type: '@w3m-frame/RPC_REQUEST_ERROR', id: 'a', payload: FRAME_USER_REJECTED },
    ])
  })

  it('CANCEL_REQUEST drops a shown or waiting request (4001); an approved one runs to its end', async () => {
    const { posts, calls, shown, send, sign, tick } = setUp()
    const first = sign('a')
    const second = sign('b')
    const third = sign('c')
    await tick()
    // One screen at a time: b and c wait, not even prepared yet.
    expect(shown.map((entry) => entry.request.id)).toEqual(['a'])
    expect(calls.map((call) => call.path)).toEqual(['rpc/prepare'])
    await send('CANCEL_REQUEST', 'x', { requestId: 'b' })
    await second
    await tick()
    // b is answered at once, and c still waits for a's screen.
    expect(shown.map((entry) => entry.request.id)).toEqual(['a'])
    expect(calls.map((call) => call.path)).toEqual(['rpc/prepare'])
    shown[0]?.approve()
    await send('CANCEL_REQUEST', 'y', { requestId: 'a' })
    await first
    await tick()
    expect(shown.map((entry) => entry.request.id)).toEqual(['a', 'c'])
    await send('CANCEL_REQUEST', 'z', { requestId: 'c' })
    await third
    expect(posts).toEqual([
      { type: '@w3m-frame/CANCEL_REQUEST_SUCCESS', id: 'x' },
      { type: '@w3m-frame/RPC_REQUEST_ERROR', id: 'b', payload: FRAME_USER_REJECTED },
      { type: '@w3m-frame/CANCEL_REQUEST_SUCCESS', id: 'y' },
      { type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: 'a', payload: 'signed 0' },
      { type: '@w3m-frame/CANCEL_REQUEST_SUCCESS', id: 'z' },
      { type: '@w3m-frame/RPC_REQUEST_ERROR', id: 'c', payload: FRAME_USER_REJECTED },
    ])
    expect(calls.filter((call) => call.path === 'rpc')).toHaveLength(1)
  })

  it('passes reads straight through, without a screen', async () => {
    const { posts, calls, shown, send } = setUp()
    await send('RPC_REQUEST', 'r', { method: 'eth_blockNumber', params: [] })
    expect(shown).toEqual([])
    expect(calls).toEqual([{ path: 'rpc', body: { method: 'eth_blockNumber', params: [] } }])
    expect(posts[0]).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: 'r' })
  })
})
