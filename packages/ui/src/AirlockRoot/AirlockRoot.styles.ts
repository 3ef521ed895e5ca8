// The base sheet every root adopts first: the theme tokens, a reset that stops the host page's
// inherited properties at our boundary, and the shared helpers (focus ring, screen-reader text).
// Sizes are px/em, never rem: rem follows the host page's <html> font size, which we do not own.

const dark = `
  --al-background: #141414;
  --al-foreground: #222325;
  --al-foreground-hover: #2d2e31;
  --al-text: #eceeef;
  --al-text-muted: #a3a8b0;
  --al-border: rgba(255, 255, 255, 0.14);
  --al-success: #4ec37a;
  --al-error: #ff7b7b;
  --al-warning: #f0b35a;
  --al-overlay: rgba(0, 0, 0, 0.6);
  --al-link: color-mix(in srgb, var(--al-accent) 55%, #ffffff);
  --al-skeleton: #2a2b2e;
  --al-skeleton-shine: #36373b;
  color-scheme: dark;
`

/** The base stylesheet of every `AirlockRoot`. */
export const airlockRootCss: string = `
:host {
  all: initial !important;
  display: contents !important;
}
.al-root {
  --al-accent: #3451d1;
  --al-accent-text: #ffffff;
  --al-color-mix: #000000;
  --al-color-mix-strength: 0;
  --al-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  --al-font-family-mono: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  --al-font-size-master: 10px;
  --al-border-radius-master: 4px;
  --al-z-index: 999;
  --al-qr-color: #141414;
  --al-qr-background: #ffffff;
  --al-background: #ffffff;
  --al-foreground: #f1f2f4;
  --al-foreground-hover: #e6e8eb;
  --al-text: #141414;
  --al-text-muted: #5a606b;
  --al-border: rgba(0, 0, 0, 0.12);
  --al-success: #0f6530;
  --al-error: #ad1f27;
  --al-warning: #8a5300;
  --al-overlay: rgba(0, 0, 0, 0.4);
  --al-link: var(--al-accent);
  --al-skeleton: #e9eaec;
  --al-skeleton-shine: #f5f6f7;
  --al-modal-width: 360px;
  color-scheme: light;

  --al-i-mix: calc(var(--al-color-mix-strength) * 1%);
  --al-i-bg: color-mix(in srgb, var(--al-color-mix) var(--al-i-mix), var(--al-background));
  --al-i-fg: color-mix(in srgb, var(--al-color-mix) var(--al-i-mix), var(--al-foreground));
  --al-i-fg-hover: color-mix(in srgb, var(--al-color-mix) var(--al-i-mix), var(--al-foreground-hover));
  --al-i-text-xs: calc(var(--al-font-size-master) * 1.1);
  --al-i-text-sm: calc(var(--al-font-size-master) * 1.2);
  --al-i-text-md: calc(var(--al-font-size-master) * 1.4);
  --al-i-text-lg: calc(var(--al-font-size-master) * 1.6);
  --al-i-text-xl: calc(var(--al-font-size-master) * 2.4);
  --al-i-radius-xs: calc(var(--al-border-radius-master) * 1);
  --al-i-radius-s: calc(var(--al-border-radius-master) * 2);
  --al-i-radius-m: calc(var(--al-border-radius-master) * 3);
  --al-i-radius-l: calc(var(--al-border-radius-master) * 4);
  --al-i-radius-xl: calc(var(--al-border-radius-master) * 8);

  /* Inherited properties stop here: whatever the host page set on our ancestors. */
  display: block;
  visibility: visible;
  color: var(--al-text);
  font-family: var(--al-font-family);
  font-size: var(--al-i-text-md);
  font-weight: 400;
  font-style: normal;
  line-height: 1.4;
  letter-spacing: 0;
  word-spacing: 0;
  text-align: start;
  text-indent: 0;
  text-transform: none;
  text-shadow: none;
  white-space: normal;
  cursor: auto;
  -webkit-font-smoothing: antialiased;
}
.al-root[data-theme='dark'] {${dark}}
@media (prefers-color-scheme: dark) {
  .al-root:not([data-theme='light']) {${dark}}
}
.al-root *, .al-root *::before, .al-root *::after {
  box-sizing: border-box;
}
.al-root [hidden] {
  display: none !important;
}
/* Lists inside the kit are layout, not bullets: views compose list items in plain ul/ol. */
.al-root ul, .al-root ol {
  list-style: none;
  margin: 0;
  padding: 0;
}
.al-root :focus-visible {
  outline: 2px solid var(--al-accent);
  outline-offset: 2px;
}
.al-sr-only {
  position: absolute !important;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
}
@media (prefers-reduced-motion: reduce) {
  .al-root *, .al-root *::before, .al-root *::after {
    animation-duration: 1ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 1ms !important;
  }
}
`
