export const iconButtonCss: string = `
.al-icon-button {
  all: unset;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: var(--al-i-radius-m);
  color: var(--al-text);
  cursor: pointer;
  transition: background-color 150ms ease;
}
.al-icon-button[data-size='sm'] { width: 32px; height: 32px; }
.al-icon-button[data-variant='filled'] { background: var(--al-i-fg); }
.al-icon-button:hover:not(:disabled):not([aria-disabled='true']) { background: var(--al-i-fg-hover); }
.al-icon-button:focus-visible { outline: 2px solid var(--al-accent); outline-offset: 2px; }
.al-icon-button:disabled, .al-icon-button[aria-disabled='true'] { cursor: not-allowed; opacity: 0.4; }
`
