// Shared by every text-like input: label, box, hint and error message.
export const fieldCss: string = `
.al-field { display: flex; flex-direction: column; gap: 6px; width: 100%; min-width: 0; }
.al-field-label { font-size: var(--al-i-text-sm); font-weight: 600; color: var(--al-text); }
.al-field-box {
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 6px 0 12px;
  border-radius: var(--al-i-radius-l);
  background: var(--al-i-fg);
  box-shadow: inset 0 0 0 1px var(--al-border);
  color: var(--al-text-muted);
  transition: box-shadow 150ms ease;
}
/* One ring per field: the box draws it while its input has focus, the input draws none. */
.al-field-box:has(.al-field-input:focus) { box-shadow: inset 0 0 0 2px var(--al-accent); }
.al-field[data-invalid] .al-field-box { box-shadow: inset 0 0 0 2px var(--al-error); }
.al-field-input {
  all: unset;
  box-sizing: border-box;
  flex: 1 1 auto;
  min-width: 0;
  height: 42px;
  color: var(--al-text);
  font-family: var(--al-font-family);
  font-size: var(--al-i-text-md);
}
.al-field-box .al-field-input:focus-visible { outline: none; }
.al-field-input::placeholder { color: var(--al-text-muted); opacity: 1; }
.al-field-input::-webkit-search-cancel-button { display: none; }
.al-field-input:disabled { cursor: not-allowed; opacity: 0.6; }
.al-field-hint { font-size: var(--al-i-text-sm); color: var(--al-text-muted); }
.al-field-error { font-size: var(--al-i-text-sm); color: var(--al-error); font-weight: 500; }
.al-field-error:empty { display: none; }
`
