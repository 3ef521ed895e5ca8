// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createWalletFrame } from '../frame/createWalletFrame'
import type { WalletFrame } from '../frame/types'
import { createFrameSuccess } from '../protocol/createFrameReply'
import type { AppEventOf } from '../protocol/types'
import {
  capturePosted,
  deliver,
  type FramePage,
  makeReady,
  serveFramePage,
  until,
} from '../test/framePage'
import { createFrameProvider } from './createFrameProvider'

// The lists core passes in (a few of each; the connector passes core's full SPEC §6 lists).
const safeMethods = ['eth_blockNumber', 'eth_call', 'eth_accounts']
const unsafeMethods = ['personal_sign', 'eth_sendTransaction']
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let page: FramePage
let frame: WalletFrame
let source: Window
let posted: { data: unknown }[]

beforeEach(async () => {
  page = await serveFramePage()
  frame = createWalletFrame({ secureSiteUrl: page.url, projectId: 'demo' })
  source = await makeReady(frame, page)
  posted = capturePosted(source)
})
afterEach(async () => {
  frame.destroy()
  await page.close()
})

function rpcAt(index: number): AppEventOf<'RPC_REQUEST'> {
  return posted[index]?.data as AppEventOf<'RPC_REQUEST'>
}
function answer(index: number, result: unknown): void {
  deliver(createFrameSuccess('RPC_REQUEST', rpcAt(index).id, result), page.origin, source)
}

test('eth_chainId is answered locally from the stored chain, as hex', async () => {
  let chainId: number | string = 8453
  const provider = createFrameProvider({
    frame,
    getChainId: () => chainId,
    safeMethods,
    unsafeMethods,
  })
  await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x2105')
  chainId = 'eip155:1'
  await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
  expect(posted).toEqual([])
})

test('a safe method goes straight to the frame', async () => {
  const onApprovalRequired = vi.fn()
  const provider = createFrameProvider({
    frame,
    getChainId: () => 1,
    safeMethods,
    unsafeMethods,
    onApprovalRequired,
  })
  const result = provider.request({ method: 'eth_blockNumber', params: [] })
  await until(() => posted.length === 1)
  expect(rpcAt(0).payload).toEqual({ method: 'eth_blockNumber', params: [] })
  answer(0, '0x10')
  await expect(result).resolves.toBe('0x10')
  // Without params, none are sent (the frame's schema reads an absent value as absent).
  const bare = provider.request({ method: 'eth_accounts' })
  await until(() => posted.length === 2)
  expect(rpcAt(1).payload).toEqual({ method: 'eth_accounts' })
  answer(1, [ADDRESS])
  await expect(bare).resolves.toEqual([ADDRESS])
  expect(onApprovalRequired).not.toHaveBeenCalled()
})

test('a method outside the allow-list: Requested RPC call is not allowed, nothing sent', async () => {
  const provider = createFrameProvider({ frame, getChainId: () => 1, safeMethods, unsafeMethods })
  await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
    shortMessage: 'Requested RPC call is not allowed',
    method: 'eth_sign',
  })
  expect(posted).toEqual([])
})

test('a listed method the frame does not serve is refused before approval is asked', async () => {
  const onApprovalRequired = vi.fn()
  const provider = createFrameProvider({
    frame,
    getChainId: () => 1,
    // Core's lists hold them; the protocol's FRAME_RPC_METHODS does not.
    safeMethods: [...safeMethods, 'eth_getUserOperationByHash'],
    unsafeMethods: [...unsafeMethods, 'eth_sendUserOperation'],
    onApprovalRequired,
  })
  for (const method of ['eth_sendUserOperation', 'eth_getUserOperationByHash']) {
    await expect(provider.request({ method, params: [] })).rejects.toMatchObject({
      shortMessage: 'Requested RPC call is not allowed',
      method,
    })
  }
  expect(onApprovalRequired).not.toHaveBeenCalled()
  expect(posted).toEqual([])
})

test('an unsafe method is sent only after approval', async () => {
  let approve: () => void = () => {}
  const onApprovalRequired = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        approve = resolve
      }),
  )
  const provider = createFrameProvider({
    frame,
    getChainId: () => 1,
    safeMethods,
    unsafeMethods,
    onApprovalRequired,
  })
  const request = { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] }
  const signed = provider.request(request)
  await until(() => onApprovalRequired.mock.calls.length === 1)
  expect(onApprovalRequired).toHaveBeenCalledWith(request)
  expect(posted).toEqual([])
  approve()
  await until(() => posted.length === 1)
  expect(rpcAt(0).payload).toEqual(request)
  answer(0, '0xsignature')
  await expect(signed).resolves.toBe('0xsignature')
})

test('a refused approval is what the dapp gets; nothing is sent', async () => {
  const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 })
  const provider = createFrameProvider({
    frame,
    getChainId: () => 1,
    safeMethods,
    unsafeMethods,
    onApprovalRequired: () => Promise.reject(refusal),
  })
  await expect(provider.request({ method: 'eth_sendTransaction', params: [{}] })).rejects.toBe(
    refusal,
  )
  expect(posted).toEqual([])
})

test('rejecting pending requests aborts only the unsafe ones (SPEC §4)', async () => {
  let approvals = 0
  const provider = createFrameProvider({
    frame,
    getChainId: () => 1,
    safeMethods,
    unsafeMethods,
    // The first unsafe request is approved at once; the second waits for the visitor.
    onApprovalRequired: () => (approvals++ === 0 ? undefined : new Promise<void>(() => {})),
  })
  const inFrame = provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })
  await until(() => posted.length === 1)
  const waitingForApproval = provider.request({ method: 'eth_sendTransaction', params: [{}] })
  const read = provider.request({ method: 'eth_call', params: [{}] })
  await until(() => posted.length === 2 && approvals === 2)
  expect(provider.rejectPendingRequests()).toBe(2)
  await expect(inFrame).rejects.toThrow('Request was aborted')
  await expect(waitingForApproval).rejects.toThrow('Request was aborted')
  answer(1, '0x')
  await expect(read).resolves.toBe('0x')
  // The aborted request's late reply changes nothing.
  answer(0, '0xlate')
  expect(posted).toHaveLength(2)
})

test('EIP-1193 events reach listeners until removed', () => {
  const provider = createFrameProvider({ frame, getChainId: () => 1, safeMethods, unsafeMethods })
  const seen: unknown[] = []
  const onAccounts = (accounts: readonly string[]) => seen.push(accounts)
  provider.on('accountsChanged', onAccounts)
  provider.on('chainChanged', (chainId) => seen.push(chainId))
  provider.emit('accountsChanged', [ADDRESS])
  provider.emit('chainChanged', '0x1')
  provider.removeListener('accountsChanged', onAccounts)
  provider.emit('accountsChanged', [])
  expect(seen).toEqual([[ADDRESS], '0x1'])
})
