// What "button ready" and "wallet list visible" mean for each kit. Each check runs in the page
// every animation frame, given `q(selector)`: every element matching `selector` in the document
// and in every open shadow root (AppKit renders in shadow DOM). `shown(el)` is true when the
// element has a box and is not hidden by CSS (visibility, display, opacity 0).
// The selectors were checked by looking at screenshots of each page (bench/screenshots/).

/** @typedef {{ id: string, name: string, ours?: boolean, packages: string[], button: string, list: string, click: string, listDescription: string }} Kit */

/** Airlock's page, the same markup whichever option the dapp sets. */
const AIRLOCK_PAGE = {
  packages: [],
  button: `q('button').find((el) => el.textContent.trim() === 'Connect Wallet' && shown(el) && !el.disabled)`,
  list: `q('[role="dialog"] ul[aria-label="Wallets"] > li').some(shown)`,
  click: 'button:has-text("Connect Wallet")',
  listDescription: 'an item of the dialog\'s list named "Wallets"',
}

/** @type {Kit[]} */
export const KITS = [
  { id: 'airlock', name: 'Airlock', ours: true, ...AIRLOCK_PAGE },
  {
    id: 'appkit',
    name: 'Reown AppKit',
    packages: ['@reown/appkit', '@reown/appkit-adapter-wagmi', 'wagmi', '@wagmi/core'],
    button: `q('wui-connect-button').flatMap((host) => [...(host.shadowRoot?.querySelectorAll('button') ?? [])]).find((el) => shown(el) && !el.disabled && /connect/i.test(el.textContent))`,
    list: `q('wui-list-wallet').some(shown)`,
    click: 'wui-connect-button button',
    listDescription: 'a `wui-list-wallet` row inside `w3m-modal` (shadow DOM)',
  },
  {
    id: 'rainbowkit',
    name: 'RainbowKit',
    packages: ['@rainbow-me/rainbowkit', 'wagmi', '@wagmi/core'],
    button: `q('[data-testid="rk-connect-button"]').find((el) => shown(el) && !el.disabled)`,
    list: `q('[data-testid^="rk-wallet-option-"]').some(shown)`,
    click: '[data-testid="rk-connect-button"]',
    listDescription: 'a `[data-testid^="rk-wallet-option-"]` button',
  },
  {
    id: 'connectkit',
    name: 'ConnectKit',
    packages: ['connectkit', 'wagmi', '@wagmi/core'],
    button: `q('button').find((el) => /connect wallet/i.test(el.textContent) && shown(el) && !el.disabled)`,
    list: `q('[role="dialog"] button').some((el) => /metamask|coinbase|walletconnect/i.test(el.textContent) && shown(el))`,
    click: 'button:has-text("Connect Wallet")',
    listDescription: 'a button naming MetaMask, Coinbase or WalletConnect inside `[role="dialog"]`',
  },
  // The same dapp with the opt-in idle preload of the modal's code (apps/airlock-idle).
  { id: 'airlock-idle', name: "Airlock, preloadModal: 'idle'", ours: true, ...AIRLOCK_PAGE },
]

/**
 * The same browser wallet for every kit: one EIP-6963 announcement of a provider that holds no
 * account, so each kit's list has an installed wallet to show (as a visitor with an extension
 * sees) and nothing asks a real extension.
 */
export const ANNOUNCED_WALLET = `(() => {
  const provider = {
    request: async ({ method }) => {
      if (method === 'eth_accounts') return []
      if (method === 'eth_chainId') return '0x1'
      if (method === 'net_version') return '1'
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    },
    on: () => provider,
    removeListener: () => provider,
  }
  const info = Object.freeze({
    uuid: '6b1c2f4e-0000-4000-8000-000000000001',
    name: 'Bench Wallet',
    rdns: 'dev.airlock.benchwallet',
    icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 32 32%22%3E%3Crect width=%2232%22 height=%2232%22 rx=%228%22 fill=%22%23345%22/%3E%3C/svg%3E',
  })
  const announce = () =>
    dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  addEventListener('eip6963:requestProvider', announce)
  announce()
})()`

/**
 * The script each page gets before its own code: marks (performance.now(), the navigation's
 * clock) when the button is ready, when the visitor first shows intent (pointer over the page),
 * the click (pointerdown) and when the wallet list is visible.
 */
export function probeScript(kit) {
  return `(() => {
  const marks = {}
  window.__benchMarks = marks
  const roots = () => {
    const out = [document]
    for (let i = 0; i < out.length; i++)
      for (const el of out[i].querySelectorAll('*')) if (el.shadowRoot) out.push(el.shadowRoot)
    return out
  }
  const q = (selector) => roots().flatMap((root) => [...root.querySelectorAll(selector)])
  const shown = (el) => {
    const box = el.getBoundingClientRect()
    return box.width > 0 && box.height > 0 &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  }
  const until = (check, mark) => {
    const tick = () => {
      let done = false
      try { done = Boolean(check()) } catch {}
      if (done) marks[mark] = performance.now()
      else requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  }
  until(() => ${kit.button}, 'button')
  const intent = () => { if (marks.intent === undefined) marks.intent = performance.now() }
  addEventListener('pointermove', intent, true)
  addEventListener('pointerover', intent, true)
  addEventListener('pointerdown', () => {
    intent()
    if (marks.click !== undefined) return
    marks.click = performance.now()
    until(() => ${kit.list}, 'list')
  }, true)
})()`
}
