import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { CHROMIUM_LAUNCH_OPTIONS } from '../playwright/chromiumLaunchOptions'
import { injectMockSolanaWallet, type MockSolanaWalletHandle } from './injectMockSolanaWallet'

// One real Chromium, a tiny dapp page on 127.0.0.1 that finds wallets the Wallet Standard way
// (`wallet-standard:app-ready` with a `register` callback, and `wallet-standard:register-wallet`),
// the mock injected by the helper before the page's scripts.

const DAPP = `<!doctype html>
<html><head><title>dapp</title><script>
  const wallets = []
  const register = (...list) => { wallets.push(...list); return () => {} }
  window.addEventListener('wallet-standard:register-wallet', (event) => event.detail({ register }))
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register } }))
  const wallet = () => wallets[0]
  const call = async (fn) => { try { return { result: await fn() } } catch (error) { return { error: { code: error.code, message: error.message } } } }
  window.dapp = {
    names: () => wallets.map((w) => w.name),
    connect: (silent) => call(async () => (await wallet().features['standard:connect'].connect({ silent })).accounts.map((a) => a.address)),
    sign: (text) => call(async () => {
      const [output] = await wallet().features['solana:signMessage'].signMessage({ account: wallet().accounts[0], message: new TextEncoder().encode(text) })
      return Array.from(output.signature)
    }),
    accounts: () => wallet().accounts.map((a) => a.address),
  }
</script></head><body><h1>dapp</h1></body></html>`

const SEEDS = ['0a'.repeat(32), '0b'.repeat(32)]

let browser: Browser
let server: Server
let origin: string
let page: Page
let wallet: MockSolanaWalletHandle

type Answer = { result?: unknown; error?: { code: number; message: string } }
const dapp = <T>(name: string, ...args: unknown[]): Promise<T> =>
  page.evaluate(
    ([n, a]) =>
      (window as unknown as { dapp: Record<string, (...x: unknown[]) => T> }).dapp[n as string]?.(
        ...(a as unknown[]),
      ) as T,
    [name, args] as const,
  )

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end(DAPP)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
})

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

beforeEach(async () => {
  const context = await browser.newContext()
  page = await context.newPage()
  wallet = await injectMockSolanaWallet(page, {
    secretKeys: SEEDS,
    chains: [{ chain: 'solana:devnet', rpcUrl: 'http://127.0.0.1:9/' }],
    name: 'E2E Solana Wallet',
    approval: 'manual',
  })
  await page.goto(origin)
  return () => context.close()
})

test('registers before the dapp runs; the test approves, rejects and switches accounts', async () => {
  expect(await dapp('names')).toEqual(['E2E Solana Wallet'])
  const connecting = dapp<Promise<Answer>>('connect', false)
  const pending = await wallet.waitForPending({ feature: 'standard:connect' })
  expect(pending.feature).toBe('standard:connect')
  await wallet.approvePending()
  expect((await connecting).result).toEqual([wallet.addresses[0]])

  const signing = dapp<Promise<Answer>>('sign', 'gm')
  await wallet.waitForPending({ feature: 'solana:signMessage' })
  await wallet.rejectPending()
  expect((await signing).error).toEqual({ code: 4001, message: 'User rejected the request.' })

  await wallet.setAccount(1)
  expect(await dapp('accounts')).toEqual([wallet.addresses[1]])
  await wallet.setBehavior({ approval: 'auto' })
  const { result } = await dapp<Promise<Answer>>('sign', 'gm')
  expect(
    ed25519.verify(
      Uint8Array.from(result as number[]),
      new TextEncoder().encode('gm'),
      bs58.decode(wallet.addresses[1] as string),
    ),
  ).toBe(true)
})

test('remembers the site across a reload, as an extension does', async () => {
  await wallet.setBehavior({ approval: 'auto' })
  await dapp<Promise<Answer>>('connect', false)
  await page.reload()
  expect((await dapp<Promise<Answer>>('connect', true)).result).toEqual([wallet.addresses[0]])
  await wallet.disconnect()
  expect(await wallet.isConnected()).toBe(false)
  expect((await dapp<Promise<Answer>>('connect', true)).result).toEqual([])
})
