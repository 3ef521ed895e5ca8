import { createPublicClient, type Hex, http, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, inject, test } from 'vitest'
import { anvilKey } from '../anvil/anvilKey'
import { ProviderRpcError } from '../errors/ProviderRpcError'
import { createMockWallet } from './createMockWallet'
import type { CreateMockWalletOptions } from './types'

// The runtime switches: rejecting requests and approving by hand. Signs with key 5.
const KEY = anvilKey(5)
const ADDRESS = privateKeyToAccount(KEY).address

function wallet(options: Partial<CreateMockWalletOptions> = {}) {
  return createMockWallet({
    privateKeys: [KEY],
    chains: [
      { id: 31337, rpcUrl: inject('rpc31337') },
      { id: 1, rpcUrl: inject('rpc1') },
    ],
    ...options,
  })
}

async function rpcError(promise: Promise<unknown>): Promise<ProviderRpcError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ProviderRpcError)
  return error as ProviderRpcError
}

const userRejected = { code: 4001, message: 'User rejected the request.' }

test('rejectRequests: true refuses everything that asks the user with 4001; reads still work', async () => {
  const w = wallet({ rejectRequests: true })
  expect(await rpcError(w.provider.request({ method: 'eth_requestAccounts' }))).toMatchObject(
    userRejected,
  )
  expect(
    await rpcError(
      w.provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] }),
    ),
  ).toMatchObject(userRejected)
  expect(
    await rpcError(
      w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ),
  ).toMatchObject(userRejected)
  expect(w.isConnected()).toBe(false)
  expect(w.chainId()).toBe(31337)
  expect(await w.provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)

  // Flipped at runtime: the retry succeeds.
  w.setBehavior({ rejectRequests: false })
  expect(await w.provider.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS])
  w.setBehavior({ rejectRequests: true })
  const sign = await rpcError(
    w.provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] }),
  )
  expect(sign).toMatchObject(userRejected)
  const send = await rpcError(
    w.provider.request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS, value: '0x1' }] }),
  )
  expect(send).toMatchObject(userRejected)
})

test('rejectRequests: [methods] refuses exactly those methods, reads included', async () => {
  const w = wallet({ rejectRequests: ['personal_sign', 'eth_getBalance'] })
  expect(await w.provider.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS])
  expect(
    await rpcError(w.provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })),
  ).toMatchObject(userRejected)
  expect(
    await rpcError(w.provider.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })),
  ).toMatchObject(userRejected)
  const typed = await w.provider.request({
    method: 'eth_signTypedData_v4',
    params: [
      ADDRESS,
      {
        types: { Note: [{ name: 'text', type: 'string' }] },
        primaryType: 'Note',
        domain: { name: 'x' },
        message: { text: 'ok' },
      },
    ],
  })
  expect(typed).toMatch(/^0x[0-9a-f]{130}$/)
  expect(w.behavior()).toEqual({
    rejectRequests: ['personal_sign', 'eth_getBalance'],
    unknownChains: [],
    approval: 'auto',
  })
})

test('manual approval: requests wait, are listed, and settle when the test decides', async () => {
  const w = wallet({ approval: 'manual' })
  let settled = false
  const connecting = w.provider.request({ method: 'eth_requestAccounts' }).finally(() => {
    settled = true
  })
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(settled).toBe(false)
  expect(w.pending()).toEqual([{ id: 1, method: 'eth_requestAccounts', params: [] }])
  expect(w.approvePending(1)).toBe(1)
  expect(await connecting).toEqual([ADDRESS])
  expect(w.pending()).toEqual([])

  // Reads never wait.
  expect(await w.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')

  const first = w.provider.request({ method: 'personal_sign', params: ['0x01', ADDRESS] })
  const second = w.provider.request({ method: 'personal_sign', params: ['0x02', ADDRESS] })
  await Promise.resolve()
  expect(w.pending().map((p) => [p.id, p.method, p.params])).toEqual([
    [2, 'personal_sign', ['0x01', ADDRESS]],
    [3, 'personal_sign', ['0x02', ADDRESS]],
  ])
  expect(w.rejectPending(2)).toBe(1)
  expect(await rpcError(first)).toMatchObject(userRejected)
  expect(w.approvePending()).toBe(1)
  const signature = (await second) as Hex
  expect(await verifyMessage({ address: ADDRESS, message: { raw: '0x02' }, signature })).toBe(true)
  expect(w.approvePending(99)).toBe(0)
})

test('manual approval of a transaction sends it only once approved', async () => {
  const w = wallet({ approval: 'manual', connected: true })
  const client = createPublicClient({ transport: http(inject('rpc31337')) })
  const nonce = await client.getTransactionCount({ address: ADDRESS })
  const sending = w.provider.request({
    method: 'eth_sendTransaction',
    params: [{ to: ADDRESS, value: '0x1' }],
  })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(await client.getTransactionCount({ address: ADDRESS })).toBe(nonce)
  expect(w.pending()[0]?.method).toBe('eth_sendTransaction')
  w.approvePending()
  const hash = (await sending) as Hex
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
  expect(await client.getTransactionCount({ address: ADDRESS })).toBe(nonce + 1)
})

test('rejectPending() refuses all waiting requests; disconnect() fails them with 4900', async () => {
  const w = wallet({ approval: 'manual' })
  const a = w.provider.request({ method: 'eth_requestAccounts' })
  const b = w.provider.request({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: '0x1' }],
  })
  await Promise.resolve()
  expect(w.rejectPending()).toBe(2)
  expect(await rpcError(a)).toMatchObject(userRejected)
  expect(await rpcError(b)).toMatchObject(userRejected)
  expect(w.chainId()).toBe(31337)

  const c = w.provider.request({ method: 'eth_requestAccounts' })
  await Promise.resolve()
  w.disconnect()
  expect((await rpcError(c)).code).toBe(4900)
  expect(w.pending()).toEqual([])
})

test('a 4902 answer does not wait for approval; a rejection wins over manual approval', async () => {
  const w = wallet({ approval: 'manual', unknownChains: [1] })
  const unknown = await rpcError(
    w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
  )
  expect(unknown.code).toBe(4902)
  w.setBehavior({ rejectRequests: true })
  expect(await rpcError(w.provider.request({ method: 'eth_requestAccounts' }))).toMatchObject(
    userRejected,
  )
  expect(w.pending()).toEqual([])
  expect(() => w.setBehavior({ approval: 'sometimes' as 'auto' })).toThrow(
    "approval must be 'auto' or 'manual'",
  )
})
