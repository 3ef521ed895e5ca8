/**
 * Theme variables a dapp passes to `AirlockRoot`: CSS custom properties named `--al-*`. The names
 * of the system Airlock replaces (`--w3m-accent`, ...) are accepted too and mapped to `--al-*`.
 * Numbers are allowed: lengths (`--al-font-size-master`, `--al-border-radius-master`) get `px`,
 * others (`--al-color-mix-strength`, `--al-z-index`) are used as they are.
 */
export type ThemeVariables = {
  /** Accent colour: primary buttons, links, focus ring, selected tab. */
  '--al-accent'?: string
  /** Text colour on the accent. */
  '--al-accent-text'?: string
  /** A colour mixed into every surface... */
  '--al-color-mix'?: string
  /** ...by this many percent (0-100). */
  '--al-color-mix-strength'?: number | string
  '--al-font-family'?: string
  '--al-font-family-mono'?: string
  /** The unit every text size is a multiple of (default 10px; body text is 1.4x). */
  '--al-font-size-master'?: number | string
  /** The unit every radius is a multiple of (default 4px). */
  '--al-border-radius-master'?: number | string
  /** Stacking level of the modal, its overlay, menus and toasts (default 999). */
  '--al-z-index'?: number | string
  /** Colour of the QR code's modules (its background stays white for scanners). */
  '--al-qr-color'?: string
  '--al-qr-background'?: string
  '--al-background'?: string
  /** Raised surfaces: list items, inputs, secondary buttons. */
  '--al-foreground'?: string
  '--al-text'?: string
  '--al-text-muted'?: string
  '--al-border'?: string
  '--al-success'?: string
  '--al-error'?: string
  '--al-warning'?: string
  '--al-overlay'?: string
  '--al-modal-width'?: number | string
  [name: `--al-${string}` | `--w3m-${string}`]: string | number | undefined
}

const LENGTHS = ['font-size-master', 'border-radius-master', 'modal-width']

/**
 * Turns theme variables into `[property, value]` pairs to set with `style.setProperty` (CSSOM,
 * allowed by a strict CSP). Names outside `--al-*` / `--w3m-*` are dropped.
 *
 * @example
 * toCssVariables({ '--w3m-accent': '#6c5ce7', '--al-font-size-master': 11 })
 * // [['--al-accent', '#6c5ce7'], ['--al-font-size-master', '11px']]
 */
export function toCssVariables(
  variables: Readonly<Record<string, string | number | undefined>>,
): Array<[string, string]> {
  const out: Array<[string, string]> = []
  for (const [name, value] of Object.entries(variables)) {
    if (value === undefined || value === '') continue
    const match = /^--(?:al|w3m)-([a-z0-9-]+)$/.exec(name)
    if (!match?.[1]) continue
    const key = match[1]
    const text = typeof value === 'number' && LENGTHS.includes(key) ? `${value}px` : String(value)
    out.push([`--al-${key}`, text])
  }
  return out
}
