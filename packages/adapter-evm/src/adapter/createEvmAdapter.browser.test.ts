import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { anvilKey } from '@airlock/testing/anvil'
import { injectMockWallet, type MockWalletHandle } from '@airlock/testing/playwright'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { buildPage } from '../test/buildPage'

// The whole reload path in a real Chromium: a page bundling core and the adapter (built by Vite
// here), the mock wallet injected as an extension would be (EIP-6963 only), connect, reload,
// reconnected without a prompt. Key 6; nothing is sent.

let browser: Browser
let server: Server
let url: string

const HTML = `<!doctype html><html><head><title>adapter-evm</title>
<script type="module" src="/page.js"></script></head><body></body></html>`

type Dapp = Record<string, (...args: string[]) => unknown>
const dapp = <T>(page: Page, name: string, ...args: string[]): Promise<T> =>
  page.evaluate(([n, a]) => (window as unknown as { dapp: Dapp }).dapp[n]?.(...a) as T, [
    name,
    args,
  ] as const)

async function open(page: Page): Promise<MockWalletHandle> {
  const wallet = await injectMockWallet(page, {
    privateKeys: [anvilKey(6)],
    chains: [
      { id: 1, rpcUrl: inject('rpc1') },
      { id: 8453, rpcUrl: inject('rpc8453') },
    ],
    name: 'E2E Wallet',
    rdns: 'dev.airlock.e2e',
  })
  await page.goto(url)
  expect(await ready(page)).toBe(true)
  return wallet
}

async function ready(page: Page): Promise<boolean> {
  await page.waitForFunction(() => 'dapp' in window)
  return dapp<boolean>(page, 'ready')
}

beforeAll(async () => {
  const files = await buildPage()
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const file = files.get(path.slice(1))
    if (path === '/') response.writeHead(200, { 'content-type': 'text/html' }).end(HTML)
    else if (file !== undefined) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(file)
    } else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const query = new URLSearchParams({ rpc1: inject('rpc1'), rpc8453: inject('rpc8453') })
  url = `http://127.0.0.1:${port}/?${query}`
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  })
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

test('connect, reload, and the stored connector is reconnected without a prompt', async () => {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const wallet = await open(page)
    expect(await dapp(page, 'connectors')).toEqual([
      { id: 'dev.airlock.e2e', name: 'E2E Wallet', type: 'ANNOUNCED' },
    ])
    expect(await dapp(page, 'status')).toBe('disconnected')

    const address = await dapp<string>(page, 'connect', 'dev.airlock.e2e')
    expect(address).toBe(wallet.addresses[0])
    await dapp(page, 'switchNetwork', 'eip155:8453')
    expect(await dapp(page, 'caipAddress')).toBe(`eip155:8453:${address}`)

    // From here on, any prompt would wait for the test and show up as pending.
    await wallet.setBehavior({ approval: 'manual' })
    await page.reload()
    expect(await ready(page)).toBe(true)
    expect(await dapp(page, 'status')).toBe('connected')
    expect(await dapp(page, 'caipAddress')).toBe(`eip155:8453:${address}`)
    expect(await dapp(page, 'activeNetwork')).toBe('eip155:8453')
    expect(await wallet.pending()).toEqual([])

    // Disconnecting is remembered across the next reload too.
    await wallet.setBehavior({ approval: 'auto' })
    await dapp(page, 'disconnect')
    await page.reload()
    expect(await ready(page)).toBe(true)
    expect(await dapp(page, 'status')).toBe('disconnected')
    expect(await wallet.isConnected()).toBe(false)
  } finally {
    await context.close()
  }
})
