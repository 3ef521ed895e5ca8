import type { CreateMockWalletOptions } from '../wallet/types'
import { readMockWalletBundle } from './readMockWalletBundle'
import type { InjectMockWalletOptions } from './types'

/** Property of `window` holding the page's mock wallets by uuid (not enumerable). */
export const MOCK_WALLET_REGISTRY = '__airlockMockWallets'

/**
 * The source of a script that, run before a page's own scripts, creates the mock wallet described
 * by `options`, registers it for the Node-side handle and announces it by EIP-6963. For
 * Playwright's `addInitScript` (what `injectMockWallet` does), Puppeteer's
 * `evaluateOnNewDocument`, or a `<script>` tag. `options.uuid` should be set, so the caller knows
 * which wallet to drive. `rpcBinding` names a function on `window` (a Playwright binding) that
 * carries the requests to the given chains instead of the page's `fetch` (`rpcOutsidePage`).
 *
 * @example
 * const script = await mockWalletInitScript({ uuid, privateKeys: [key], chains })
 * await page.evaluateOnNewDocument(script) // Puppeteer
 */
export async function mockWalletInitScript(
  options: InjectMockWalletOptions,
  rpcBinding?: string,
): Promise<string> {
  const {
    persist = true,
    injectEthereum = false,
    allFrames = false,
    rpcOutsidePage: _,
    ...wallet
  } = options
  const bundle = await readMockWalletBundle()
  const walletOptions: Omit<CreateMockWalletOptions, 'storage' | 'transport'> = wallet
  const config = JSON.stringify({
    persist,
    injectEthereum,
    allFrames,
    rpcBinding,
    // Only the chains given here go through the binding; ones the dapp adds stay in the page.
    outsideUrls: rpcBinding ? wallet.chains.map((chain) => chain.rpcUrl) : [],
    wallet: walletOptions,
  })
  // Everything stays inside one function scope: the page's global object gets only the registry.
  return `(() => {
const config = ${config};
if (!config.allFrames && window.top !== window) return;
${bundle}
let storage;
if (config.persist) { try { storage = window.localStorage; } catch {} }
const pageFetch = async (url, body) => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: response.status, text: await response.text() };
};
const transport = config.rpcBinding
  ? (url, body) => config.outsideUrls.includes(url) ? window[config.rpcBinding](url, body) : pageFetch(url, body)
  : undefined;
const wallet = AirlockMockWallet.createMockWallet({ ...config.wallet, ...(storage ? { storage } : {}), ...(transport ? { transport } : {}) });
if (!Object.hasOwn(window, '${MOCK_WALLET_REGISTRY}')) {
  Object.defineProperty(window, '${MOCK_WALLET_REGISTRY}', { value: {}, configurable: true });
}
window['${MOCK_WALLET_REGISTRY}'][wallet.info.uuid] = wallet;
AirlockMockWallet.announceMockWallet(wallet, window, { injectEthereum: config.injectEthereum });
})();
`
}
