export const buttonCss: string = `
.al-button {
  all: unset;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  max-width: 100%;
  padding: 0 16px;
  border-radius: var(--al-i-radius-xl);
  font-family: var(--al-font-family);
  font-size: var(--al-i-text-md);
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  cursor: pointer;
  user-select: none;
  transition: background-color 150ms ease, color 150ms ease, opacity 150ms ease;
}
.al-button[data-size='sm'] { min-height: 32px; padding: 0 12px; font-size: var(--al-i-text-sm); }
.al-button[data-size='lg'] { min-height: 48px; padding: 0 20px; font-size: var(--al-i-text-lg); }
.al-button[data-full-width] { display: flex; width: 100%; }
.al-button[data-variant='primary'] { background: var(--al-accent); color: var(--al-accent-text); }
.al-button[data-variant='primary']:hover:not(:disabled):not([aria-disabled='true']) {
  background: color-mix(in srgb, var(--al-accent) 88%, #000000);
}
.al-button[data-variant='secondary'] {
  background: var(--al-i-fg);
  color: var(--al-text);
  box-shadow: inset 0 0 0 1px var(--al-border);
}
.al-button[data-variant='secondary']:hover:not(:disabled):not([aria-disabled='true']) {
  background: var(--al-i-fg-hover);
}
.al-button[data-variant='link'] {
  min-height: 0;
  padding: 2px 4px;
  border-radius: var(--al-i-radius-xs);
  color: var(--al-link);
  text-decoration: underline;
  text-underline-offset: 2px;
}
.al-button:focus-visible { outline: 2px solid var(--al-accent); outline-offset: 2px; }
.al-button:disabled, .al-button[aria-disabled='true'] { cursor: not-allowed; opacity: 0.5; }
.al-button[aria-busy='true'] { cursor: progress; opacity: 1; }
.al-button-label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`
