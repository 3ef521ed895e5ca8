/** Adopts stylesheets into one shadow root; each CSS text once, in first-use order. */
export type StyleRegistry = {
  adopt: (css: string) => void
  /** Removes every sheet this registry adopted (the root unmounts). */
  detach: () => void
}

/**
 * Constructable stylesheets (`new CSSStyleSheet()` + `replaceSync`) are CSSOM, which a strict
 * Content-Security-Policy (`style-src 'self'`, no `unsafe-inline`) allows; a `<style>` element with
 * text would be blocked. Only the sheets of components actually rendered are created, so a dapp
 * that tree-shakes a component also drops its CSS.
 */
export function createStyleRegistry(target: ShadowRoot): StyleRegistry {
  const sheets = new Map<string, CSSStyleSheet>()
  return {
    adopt(css) {
      if (sheets.has(css)) return
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      sheets.set(css, sheet)
      target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet]
    },
    detach() {
      const ours = new Set(sheets.values())
      target.adoptedStyleSheets = target.adoptedStyleSheets.filter((sheet) => !ours.has(sheet))
      sheets.clear()
    },
  }
}
