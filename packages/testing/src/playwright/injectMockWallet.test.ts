import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Browser, chromium, type Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, test } from 'vitest'
import { anvilKey } from '../anvil/anvilKey'
import { CHROMIUM_LAUNCH_OPTIONS } from './chromiumLaunchOptions'
import { injectMockWallet } from './injectMockWallet'
import type { InjectMockWalletOptions } from './types'

// One real Chromium, one tiny dapp page served from 127.0.0.1, the wallet injected by the helper.
// Signs with key 6.

// The dapp: discovers wallets by EIP-6963 and keeps what it hears, as a real dapp would.
const DAPP = `<!doctype html>
<html><head><title>dapp</title><script>
  const announced = []
  const events = []
  window.addEventListener('eip6963:announceProvider', (event) => announced.push(event.detail))
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  const provider = () => announced[0].provider
  window.dapp = {
    announced: () => announced.map((d) => ({ ...d.info, hasRequest: typeof d.provider.request === 'function' })),
    hasWindowEthereum: () => 'ethereum' in window,
    request: async (method, params) => {
      try { return { result: await provider().request({ method, params }) } }
      catch (error) { return { error: { code: error.code, message: error.message } } }
    },
    listen: () => {
      for (const name of ['accountsChanged', 'chainChanged', 'disconnect'])
        provider().on(name, (value) => events.push([name, name === 'disconnect' ? value.code : value]))
    },
    events: () => events,
  }
</script></head><body><h1>dapp</h1></body></html>`

let browser: Browser
let server: Server
let origin: string
let page: Page

const options = (): InjectMockWalletOptions => ({
  privateKeys: [anvilKey(6)],
  chains: [
    { id: 31337, rpcUrl: inject('rpc31337') },
    { id: 1, rpcUrl: inject('rpc1') },
  ],
  name: 'E2E Wallet',
  rdns: 'dev.airlock.e2e',
})

type Answer = { result?: unknown; error?: { code: number; message: string } }
const request = (method: string, params: unknown[] = []): Promise<Answer> =>
  page.evaluate(
    ([m, p]) =>
      (
        window as unknown as { dapp: { request: (...a: unknown[]) => Promise<Answer> } }
      ).dapp.request(m, p),
    [method, params] as const,
  )
const dapp = <T>(name: string): Promise<T> =>
  page.evaluate(
    (n) => (window as unknown as { dapp: Record<string, () => T> }).dapp[n]?.() as T,
    name,
  )

beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html',
      // `/csp`: a page that may fetch nothing at all.
      ...(request.url === '/csp' ? { 'content-security-policy': "connect-src 'none'" } : {}),
    })
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
  page = await (await browser.newContext()).newPage()
})

afterEach(async () => {
  await page.context().close()
})

test('the page hears the EIP-6963 announcement, connects and signs from its own JS', async () => {
  const wallet = await injectMockWallet(page, options())
  await page.goto(origin)
  expect(await dapp('announced')).toEqual([{ ...wallet.info, hasRequest: true }])
  expect(wallet.info.name).toBe('E2E Wallet')
  expect(wallet.info.rdns).toBe('dev.airlock.e2e')
  expect(await dapp('hasWindowEthereum')).toBe(false)

  expect(await request('eth_accounts')).toEqual({ result: [] })
  expect(await request('eth_requestAccounts')).toEqual({ result: [...wallet.addresses] })
  const signed = await request('personal_sign', [
    '0x68656c6c6f2066726f6d20612070616765',
    wallet.addresses[0],
  ])
  const address = wallet.addresses[0]
  if (!address) throw new Error('no address')
  expect(
    await verifyMessage({ address, message: 'hello from a page', signature: signed.result as Hex }),
  ).toBe(true)
  // Reads go from the page straight to the chain's RPC.
  const balance = await request('eth_getBalance', [address, 'latest'])
  expect(BigInt(balance.result as string)).toBeGreaterThan(0n)
})

test('the Node handle drives the wallet: manual approval, rejection, chain, disconnect, reload', async () => {
  const wallet = await injectMockWallet(page, {
    ...options(),
    injectEthereum: true,
    approval: 'manual',
  })
  await page.goto(origin)
  expect(await dapp('hasWindowEthereum')).toBe(true)
  await dapp('listen')

  const connecting = request('eth_requestAccounts')
  const pending = await wallet.waitForPending({ method: 'eth_requestAccounts' })
  expect(pending.method).toBe('eth_requestAccounts')
  expect(await wallet.approvePending(pending.id)).toBe(1)
  expect((await connecting).result).toEqual([...wallet.addresses])
  expect(await wallet.isConnected()).toBe(true)

  const signing = request('personal_sign', ['0x01', wallet.addresses[0]])
  await wallet.waitForPending()
  await wallet.rejectPending()
  expect((await signing).error).toEqual({ code: 4001, message: 'User rejected the request.' })

  await wallet.setBehavior({ approval: 'auto', unknownChains: [1] })
  expect((await request('wallet_switchEthereumChain', [{ chainId: '0x1' }])).error?.code).toBe(4902)
  await wallet.switchChain(1)
  expect(await wallet.chainId()).toBe(1)
  expect(await request('eth_chainId')).toEqual({ result: '0x1' })

  // A reload keeps what an extension keeps: the site stays connected, on the same chain.
  await page.reload()
  expect(await request('eth_accounts')).toEqual({ result: [...wallet.addresses] })
  expect(await request('eth_chainId')).toEqual({ result: '0x1' })
  expect(await wallet.behavior()).toEqual({
    rejectRequests: false,
    unknownChains: [1],
    approval: 'auto',
  })

  await dapp('listen')
  await wallet.disconnect()
  expect(await dapp('events')).toEqual([
    ['accountsChanged', []],
    ['disconnect', 4900],
  ])
  await expect(wallet.waitForPending({ timeout: 100 })).rejects.toThrow('No pending request')
})

test("rpcOutsidePage: the wallet reaches its chains from Node, past the page's CSP", async () => {
  const inPage = await injectMockWallet(page, options())
  await page.goto(`${origin}/csp`)
  const address = inPage.addresses[0] as string
  // From the page, the policy blocks the wallet's own fetch: the chain is unreachable (4901).
  expect((await request('eth_getBalance', [address, 'latest'])).error?.code).toBe(4901)
  await page.context().close()

  page = await (await browser.newContext()).newPage()
  const outside = await injectMockWallet(page, { ...options(), rpcOutsidePage: true })
  await page.goto(`${origin}/csp`)
  const balance = await request('eth_getBalance', [outside.addresses[0], 'latest'])
  expect(BigInt(balance.result as string)).toBeGreaterThan(0n)
  // The binding is on the page's window, but carries requests to the wallet's chains only.
  const misuse = await page.evaluate(async (uuid) => {
    const binding = (
      window as unknown as Record<string, (u: string, b: string) => Promise<unknown>>
    )[`__airlockMockWalletRpc_${uuid.replaceAll('-', '')}`]
    try {
      await binding?.('http://127.0.0.1:9/', '{}')
      return 'sent'
    } catch (error) {
      return String(error)
    }
  }, outside.info.uuid)
  expect(misuse).toContain('The mock wallet reaches only its own chains from Node')
})
