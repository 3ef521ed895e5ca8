import { readFile } from 'node:fs/promises'
import { MockWalletSetupError } from '../errors/MockWalletSetupError'
import type { CreateMockSolanaWalletOptions } from './types'

/** Property of `window` holding the page's mock Solana wallets by id (not enumerable). */
export const MOCK_SOLANA_WALLET_REGISTRY = '__airlockMockSolanaWallets'

const BUNDLE = 'mock-solana-wallet.global.js'

/** Options of {@link mockSolanaWalletInitScript} and `injectMockSolanaWallet`. */
export type InjectMockSolanaWalletOptions = Omit<CreateMockSolanaWalletOptions, 'storage'> & {
  /** Which wallet a handle drives; default a random uuid. */
  id?: string
  /** Keep connection and account in the page's `localStorage` across reloads. Default `true`. */
  persist?: boolean
}

async function readBundle(): Promise<string> {
  // Built, this module sits in dist/ beside the bundle; from source, the bundle is in ../../dist.
  for (const candidate of [
    new URL(`./${BUNDLE}`, import.meta.url),
    new URL(`../../dist/${BUNDLE}`, import.meta.url),
  ]) {
    try {
      return await readFile(candidate, 'utf8')
    } catch {
      // Try the next place.
    }
  }
  throw new MockWalletSetupError(
    `@airlock/testing: ${BUNDLE} is missing from dist/ (build the package first: pnpm build)`,
  )
}

/**
 * The source of a script that, run before a page's own scripts, creates the mock Solana wallet
 * described by `options`, keeps it for the Node-side handle under `options.id` and registers it
 * through the Wallet Standard. For Playwright's `addInitScript` (what `injectMockSolanaWallet`
 * does) or a `<script>` tag.
 *
 * @example
 * await page.addInitScript({ content: await mockSolanaWalletInitScript({ id, secretKeys, chains }) })
 */
export async function mockSolanaWalletInitScript(
  options: InjectMockSolanaWalletOptions & { id: string },
): Promise<string> {
  const { persist = true, id, ...wallet } = options
  const bundle = await readBundle()
  const config = JSON.stringify({ persist, id, wallet })
  return `(() => {
const config = ${config};
if (window.top !== window) return;
${bundle}
let storage;
if (config.persist) { try { storage = window.localStorage; } catch {} }
const mock = AirlockMockSolanaWallet.createMockSolanaWallet(storage ? { ...config.wallet, storage } : config.wallet);
if (!Object.hasOwn(window, '${MOCK_SOLANA_WALLET_REGISTRY}')) {
  Object.defineProperty(window, '${MOCK_SOLANA_WALLET_REGISTRY}', { value: {}, configurable: true });
}
window['${MOCK_SOLANA_WALLET_REGISTRY}'][config.id] = mock;
AirlockMockSolanaWallet.registerMockSolanaWallet(mock);
})();
`
}
