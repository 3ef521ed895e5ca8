// The page scripts/browser-check.mjs loads in Chromium to prove theming where it is computed: a
// root with no `themeMode` (its colours must follow the emulated `prefers-color-scheme`), and
// roots with theme variables (colour mix and its strength, accent, font family, font-size and
// border-radius masters). The check reads computed styles with `window.airlockTheme.measure()`.
import { createRoot } from 'react-dom/client'
import { AirlockRoot, Button, ModalShell } from '../src/exports/index'

const noop = () => {}

function Probe({ id }: { id: string }) {
  return (
    <ModalShell open embedded title={`Probe ${id}`} onClose={noop}>
      <Button>Connect</Button>
    </ModalShell>
  )
}

const app = document.getElementById('app') as HTMLElement
createRoot(app).render(
  <>
    <section data-probe="os">
      <AirlockRoot>
        <Probe id="os" />
      </AirlockRoot>
    </section>
    <section data-probe="plain">
      <AirlockRoot themeMode="light">
        <Probe id="plain" />
      </AirlockRoot>
    </section>
    <section data-probe="mixed">
      <AirlockRoot
        themeMode="light"
        themeVariables={{ '--al-color-mix': '#ff0000', '--al-color-mix-strength': 40 }}
      >
        <Probe id="mixed" />
      </AirlockRoot>
    </section>
    <section data-probe="variables">
      <AirlockRoot
        themeMode="light"
        themeVariables={{
          '--al-accent': '#0a7d3b',
          '--al-font-family': 'monospace',
          '--al-font-size-master': 12,
          '--al-border-radius-master': 2,
        }}
      >
        <Probe id="variables" />
      </AirlockRoot>
    </section>
  </>,
)

function measure(probe: string): Record<string, string> {
  const host = document.querySelector(`[data-probe="${probe}"] airlock-root`)
  const shadow = host?.shadowRoot
  const root = shadow?.querySelector('.al-root')
  const modal = shadow?.querySelector('.al-modal')
  const button = shadow?.querySelector('.al-button')
  if (!root || !modal || !button) return { missing: probe }
  const r = getComputedStyle(root)
  const m = getComputedStyle(modal)
  const b = getComputedStyle(button)
  return {
    rootColor: r.color,
    rootColorScheme: r.colorScheme,
    modalBackground: m.backgroundColor,
    buttonBackground: b.backgroundColor,
    buttonFontFamily: b.fontFamily,
    buttonFontSize: b.fontSize,
    buttonRadius: b.borderTopLeftRadius,
  }
}

const api = { measure }
;(window as unknown as { airlockTheme: typeof api }).airlockTheme = api
