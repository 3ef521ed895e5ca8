import { Keypair } from '@solana/web3.js'
import type { Page } from 'playwright-core'
import { MockWalletSetupError } from '../errors/MockWalletSetupError'
import { DEFAULT_MOCK_SOLANA_WALLET_NAME } from './defaults'
import {
  type InjectMockSolanaWalletOptions,
  MOCK_SOLANA_WALLET_REGISTRY,
  mockSolanaWalletInitScript,
} from './mockSolanaWalletInitScript'
import type { MockSolanaPendingRequest, MockSolanaWallet, MockSolanaWalletRecord } from './types'

type Control = Exclude<keyof MockSolanaWallet, 'wallet'>
type CallResult = { found: false } | { found: true; value: unknown }

const POLL_MS = 50

/** The Node-side handle of a mock Solana wallet in a Playwright page. */
export type MockSolanaWalletHandle = {
  readonly id: string
  readonly name: string
  /** Every account's base58 address, in the order of `secretKeys`. */
  readonly addresses: readonly string[]
  isConnected(): Promise<boolean>
  setBehavior(patch: Parameters<MockSolanaWallet['setBehavior']>[0]): Promise<void>
  pending(): Promise<MockSolanaPendingRequest[]>
  /** Waits until a request (of `feature`, if given) is pending, polling every 50 ms. */
  waitForPending(options?: {
    feature?: string
    timeout?: number
  }): Promise<MockSolanaPendingRequest>
  approvePending(id?: number): Promise<number>
  rejectPending(id?: number): Promise<number>
  records(): Promise<MockSolanaWalletRecord[]>
  disconnect(): Promise<void>
  setAccount(account: string | number): Promise<void>
}

function addressOf(key: string | readonly number[]): string {
  if (typeof key !== 'string')
    return Keypair.fromSecretKey(Uint8Array.from(key)).publicKey.toBase58()
  const hex = key.replace(/^0x/, '')
  const seed = Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
  return Keypair.fromSeed(seed).publicKey.toBase58()
}

/**
 * Puts the mock Solana wallet (a test double for a Solana browser extension) into every document
 * `page` loads from now on, registered through the Wallet Standard before the dapp's scripts run,
 * and returns a handle that drives it from the test: approve or reject pending requests, switch
 * account, disconnect. Call it before `page.goto`. Needs the package built.
 *
 * @example
 * const wallet = await injectMockSolanaWallet(page, {
 *   secretKeys: [seed],
 *   chains: [{ chain: 'solana:devnet', rpcUrl }],
 *   approval: 'manual',
 * })
 * await page.goto(dappUrl)
 * await page.getByRole('button', { name: 'Mock Solana Wallet' }).click()
 * await wallet.waitForPending({ feature: 'standard:connect' })
 * await wallet.approvePending()
 */
export async function injectMockSolanaWallet(
  page: Page,
  options: InjectMockSolanaWalletOptions,
): Promise<MockSolanaWalletHandle> {
  const id = options.id ?? globalThis.crypto.randomUUID()
  await page.addInitScript({ content: await mockSolanaWalletInitScript({ ...options, id }) })

  const call = async <T>(control: Control, ...args: unknown[]): Promise<T> => {
    const result = await page.evaluate(
      async ({ registry, id, control, args }): Promise<CallResult> => {
        const wallets = (globalThis as unknown as Record<string, unknown>)[registry] as
          | Record<string, Record<string, (...a: unknown[]) => unknown>>
          | undefined
        const wallet = wallets?.[id]
        if (!wallet) return { found: false }
        return { found: true, value: await wallet[control]?.(...args) }
      },
      { registry: MOCK_SOLANA_WALLET_REGISTRY, id, control, args },
    )
    if (!result.found) {
      throw new MockWalletSetupError(
        `No mock Solana wallet ${id} in the page: call injectMockSolanaWallet before page.goto`,
      )
    }
    return result.value as T
  }

  return {
    id,
    name: options.name ?? DEFAULT_MOCK_SOLANA_WALLET_NAME,
    addresses: Object.freeze(options.secretKeys.map(addressOf)),
    isConnected: () => call('isConnected'),
    setBehavior: (patch) => call('setBehavior', patch),
    pending: () => call('pending'),
    async waitForPending({ feature, timeout = 10_000 } = {}) {
      const deadline = Date.now() + timeout
      for (;;) {
        const found = (await call<MockSolanaPendingRequest[]>('pending')).find(
          (request) => feature === undefined || request.feature === feature,
        )
        if (found) return found
        if (Date.now() >= deadline) {
          throw new MockWalletSetupError(
            `No pending ${feature ?? 'request'} in the mock Solana wallet after ${timeout} ms`,
          )
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      }
    },
    approvePending: (requestId) => call('approvePending', requestId),
    rejectPending: (requestId) => call('rejectPending', requestId),
    records: () => call('records'),
    disconnect: () => call('disconnect'),
    setAccount: (account) => call('setAccount', account),
  }
}
