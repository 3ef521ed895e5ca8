// The page scripts/browser-check.mjs loads in Chromium under a strict CSP with a hostile host
// stylesheet: it renders the kit, then writes what it measured into #out for the check to read.
import axe from 'axe-core'
import { createRoot } from 'react-dom/client'
import {
  AirlockRoot,
  Button,
  DropdownMenu,
  ModalShell,
  QrCode,
  Toast,
  WalletGrid,
} from '../src/exports/index'

const violations: string[] = []
document.addEventListener('securitypolicyviolation', (event) => {
  violations.push(`${event.violatedDirective} ${event.blockedURI || event.sample}`)
})

const theme = new URLSearchParams(location.search).get('theme') === 'dark' ? 'dark' : 'light'
const wallets = Array.from({ length: 300 }, (_, i) => ({ id: `w${i}`, name: `Wallet ${i + 1}` }))
const mount = document.getElementById('app') as HTMLElement
createRoot(mount).render(
  <AirlockRoot themeMode={theme} container={document.body}>
    <ModalShell open title="Connect Wallet" onClose={() => {}} onBack={() => {}}>
      <Button>Connect</Button>
      <DropdownMenu
        open
        label="Actions"
        trigger={<Button variant="secondary">More</Button>}
        items={[{ id: 'a', label: 'Copy address', onSelect: () => {} }]}
      />
      <QrCode uri="wc:abc@2?relay-protocol=irn&symKey=def" size={160} />
      <WalletGrid label="All Wallets" wallets={wallets} onSelect={() => {}} height={240} />
    </ModalShell>
    <Toast open message="Address copied" variant="success" duration={0} onClose={() => {}} />
  </AirlockRoot>,
)

setTimeout(async () => {
  const host = document.querySelector('airlock-root') as HTMLElement
  const shadow = host.shadowRoot as ShadowRoot
  const root = shadow.querySelector('.al-root') as HTMLElement
  const button = shadow.querySelector('.al-button[data-variant="primary"]') as HTMLElement
  const pick = (el: Element, ...props: string[]) => {
    const css = getComputedStyle(el)
    return Object.fromEntries(props.map((p) => [p, css.getPropertyValue(p)]))
  }
  const outside = document.getElementById('outside') as HTMLElement
  // The host page's own (hostile) button is not ours to audit.
  const results = await axe.run({ exclude: [['#outside']] }, { resultTypes: ['violations'] })
  const out = {
    theme,
    violations,
    hostDisplay: getComputedStyle(host).display,
    root: pick(
      root,
      'visibility',
      'letter-spacing',
      'text-transform',
      'font-family',
      'font-size',
      'line-height',
      'color',
    ),
    button: pick(
      button,
      'color',
      'background-color',
      'padding-left',
      'font-size',
      'font-weight',
      'letter-spacing',
      'word-spacing',
      'text-transform',
      'border-top-left-radius',
      'display',
      'visibility',
    ),
    modal: pick(shadow.querySelector('.al-modal') as HTMLElement, 'background-color', 'display'),
    title: pick(shadow.querySelector('.al-modal-title') as HTMLElement, 'color', 'font-weight'),
    outside: pick(outside, 'background-color', 'padding-left'),
    menuInShadow: Boolean(shadow.querySelector('[role="menu"]')),
    renderedWallets: shadow.querySelectorAll('[role="listitem"]').length,
    styleElements:
      document.querySelectorAll('style').length + shadow.querySelectorAll('style').length,
    axe: results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' >>> ')).join(', ')}`,
    ),
  }
  const pre = document.getElementById('out') as HTMLElement
  pre.textContent = JSON.stringify(out)
}, 1500)
