import type { Page } from 'playwright-core'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { MockWalletSetupError } from '../errors/MockWalletSetupError'
import {
  DEFAULT_MOCK_WALLET_ICON,
  DEFAULT_MOCK_WALLET_NAME,
  DEFAULT_MOCK_WALLET_RDNS,
} from '../wallet/defaults'
import type { MockWallet, PendingRequest } from '../wallet/types'
import { MOCK_WALLET_REGISTRY, mockWalletInitScript } from './mockWalletInitScript'
import type { InjectMockWalletOptions, MockWalletHandle } from './types'

type Control = Exclude<keyof MockWallet, 'provider' | 'info'>
type CallResult = { found: false } | { found: true; value: unknown }

const POLL_MS = 50

/**
 * Injects the mock wallet into every document `page` loads from now on (`page.addInitScript`, so
 * it is there before the dapp's scripts and again after each reload) and returns a Node-side
 * handle that drives it through `page.evaluate`: switches, pending requests, disconnect, chain and
 * account changes. Call it before `page.goto`. Needs the package built (it injects
 * `dist/mock-wallet.global.js`).
 *
 * @example
 * const wallet = await injectMockWallet(page, {
 *   privateKeys: [key],
 *   chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
 *   approval: 'manual',
 * })
 * await page.goto('http://127.0.0.1:5173')
 * await page.getByRole('button', { name: 'Connect Wallet' }).click()
 * await page.getByRole('button', { name: 'Mock Wallet' }).click()
 * await wallet.waitForPending({ method: 'eth_requestAccounts' })
 * await wallet.approvePending()
 */
export async function injectMockWallet(
  page: Page,
  options: InjectMockWalletOptions,
): Promise<MockWalletHandle> {
  const uuid = options.uuid ?? globalThis.crypto.randomUUID()
  const addresses = options.privateKeys.map((key) => privateKeyToAccount(key).address)
  let rpcBinding: string | undefined
  if (options.rpcOutsidePage) {
    rpcBinding = `__airlockMockWalletRpc_${uuid.replaceAll('-', '')}`
    const allowed = new Set(options.chains.map((chain) => chain.rpcUrl))
    await page.exposeBinding(rpcBinding, async (_source, url: unknown, body: unknown) => {
      // Only the wallet's own chains: the binding is visible to the page's scripts too.
      if (typeof url !== 'string' || !allowed.has(url) || typeof body !== 'string') {
        throw new MockWalletSetupError('The mock wallet reaches only its own chains from Node')
      }
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      return { status: response.status, text: await response.text() }
    })
  }
  await page.addInitScript({
    content: await mockWalletInitScript({ ...options, uuid }, rpcBinding),
  })

  const call = async <T>(control: Control, ...args: unknown[]): Promise<T> => {
    const result = await page.evaluate(
      async ({ registry, uuid, control, args }): Promise<CallResult> => {
        const wallets = (globalThis as unknown as Record<string, unknown>)[registry] as
          | Record<string, Record<string, (...a: unknown[]) => unknown>>
          | undefined
        const wallet = wallets?.[uuid]
        if (!wallet) return { found: false }
        return { found: true, value: await wallet[control]?.(...args) }
      },
      { registry: MOCK_WALLET_REGISTRY, uuid, control, args },
    )
    if (!result.found) {
      throw new MockWalletSetupError(
        `No mock wallet ${uuid} in the page: call injectMockWallet before page.goto, and stay on pages it was injected into`,
      )
    }
    return result.value as T
  }

  return {
    info: Object.freeze({
      uuid,
      name: options.name ?? DEFAULT_MOCK_WALLET_NAME,
      icon: options.icon ?? DEFAULT_MOCK_WALLET_ICON,
      rdns: options.rdns ?? DEFAULT_MOCK_WALLET_RDNS,
    }),
    addresses,
    accounts: () => call('accounts'),
    isConnected: () => call('isConnected'),
    chainId: () => call('chainId'),
    chains: () => call('chains'),
    behavior: () => call('behavior'),
    setBehavior: (patch) => call('setBehavior', patch),
    pending: () => call('pending'),
    async waitForPending({ method, timeout = 5000 } = {}) {
      const deadline = Date.now() + timeout
      for (;;) {
        const found = (await call<PendingRequest[]>('pending')).find(
          (request) => method === undefined || request.method === method,
        )
        if (found) return found
        if (Date.now() >= deadline) {
          throw new MockWalletSetupError(
            `No pending ${method ?? 'request'} in the mock wallet after ${timeout} ms`,
          )
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      }
    },
    approvePending: (id) => call('approvePending', id),
    rejectPending: (id) => call('rejectPending', id),
    disconnect: () => call('disconnect'),
    switchChain: (chainId) => call('switchChain', chainId),
    setAccount: (account: Address | number) => call('setAccount', account),
  }
}
