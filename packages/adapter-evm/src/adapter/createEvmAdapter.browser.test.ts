import { createServer, type Server } from 'node:http'
import { type AddressInfo, createServer as createTcpServer } from 'node:net'
import { anvilKey } from '@airlock/testing/anvil'
import {
  CHROMIUM_LAUNCH_OPTIONS,
  injectMockWallet,
  type MockWalletHandle,
} from '@airlock/testing/playwright'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { buildPage } from '../test/buildPage'

// The whole reload path in a real Chromium: a page bundling core and the adapter (built by Vite
// here), the mock wallet injected as an extension would be (EIP-6963 only), connect, reload,
// reconnected without a prompt. Key 6; nothing is sent. Then where the lazy WalletConnect SDK and
// secure frame go when the adapter was given no URL of its own (core's) and when it was.

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

/** Two URLs where nothing listens: what the page dials there is seen by Chromium, and fails. */
async function closedUrls(protocol: 'ws' | 'http'): Promise<[string, string]> {
  const urls: string[] = []
  for (const _ of [0, 1]) {
    const probe = createTcpServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    urls.push(`${protocol}://127.0.0.1:${(probe.address() as AddressInfo).port}`)
    await new Promise((resolve) => probe.close(resolve))
  }
  return urls as [string, string]
}

/** Opens the page with more query parameters (the page's options), without a wallet. */
async function openWith(page: Page, parameters: Record<string, string>): Promise<void> {
  await page.goto(`${url}&${new URLSearchParams(parameters)}`)
  expect(await ready(page)).toBe(true)
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
  browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
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

test('a WalletConnect pairing goes to the relay core was given, unless the adapter has its own', async () => {
  const [coreRelay, ownRelay] = await closedUrls('ws')
  const host = (relay: string) => new URL(relay).host
  const dialled = async (parameters: Record<string, string>, expected: string) => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      const sockets: string[] = []
      page.on('websocket', (socket) => sockets.push(host(socket.url())))
      await openWith(page, parameters)
      const socket = page.waitForEvent('websocket', {
        predicate: (item) => host(item.url()) === host(expected),
        timeout: 20_000,
      })
      await dapp(page, 'startPairing')
      // The SDK's own relay connection: it carries core's project id.
      expect(new URL((await socket).url()).searchParams.get('projectId')).toBe('test')
      return sockets
    } finally {
      await context.close()
    }
  }

  // Configured once: core's relayUrl, nothing on the adapter.
  expect(await dialled({ wc: '', coreRelay }, coreRelay)).toContain(host(coreRelay))
  // The adapter's own relayUrl wins, and core's is never dialled.
  const own = await dialled({ wcRelay: ownRelay, coreRelay }, ownRelay)
  expect(own).toContain(host(ownRelay))
  expect(own).not.toContain(host(coreRelay))
})

test('the secure frame loads from the secure site core was given, unless the adapter has its own', async () => {
  const [coreSite, ownSite] = await closedUrls('http')
  const framed = async (parameters: Record<string, string>, expected: string) => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      const origins: string[] = []
      page.on('request', (request) => origins.push(new URL(request.url()).origin))
      await openWith(page, parameters)
      const frame = page.waitForRequest((request) => new URL(request.url()).origin === expected, {
        timeout: 20_000,
      })
      await dapp(page, 'preloadAuth')
      expect(new URL((await frame).url()).searchParams.get('projectId')).toBe('test')
      return { secureSiteOrigin: await dapp<string>(page, 'secureSiteOrigin'), origins }
    } finally {
      await context.close()
    }
  }

  // Configured once: core's secureSiteUrl, nothing on the adapter.
  expect((await framed({ auth: '', coreSite }, coreSite)).secureSiteOrigin).toBe(coreSite)
  // The adapter's own secureSiteUrl wins, for the frame and for the login window's origin.
  const own = await framed({ authSite: ownSite, coreSite }, ownSite)
  expect(own.secureSiteOrigin).toBe(ownSite)
  expect(own.origins).not.toContain(coreSite)
})
