export const dropdownMenuCss: string = `
.al-menu {
  z-index: calc(var(--al-z-index) + 2);
  min-width: 200px;
  max-width: min(320px, calc(100vw - 16px));
  padding: 4px;
  border-radius: var(--al-i-radius-l);
  background: var(--al-i-bg);
  color: var(--al-text);
  box-shadow: 0 0 0 1px var(--al-border), 0 12px 32px rgba(0, 0, 0, 0.18);
  font-family: var(--al-font-family);
  font-size: var(--al-i-text-md);
  animation: al-menu-in 120ms ease both;
}
.al-menu-item {
  all: unset;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 36px;
  padding: 0 10px;
  border-radius: var(--al-i-radius-m);
  cursor: pointer;
  user-select: none;
}
.al-menu-item[data-highlighted] { background: var(--al-i-fg-hover); }
.al-menu-item[data-disabled] { opacity: 0.5; cursor: not-allowed; }
.al-menu-item[data-tone='danger'] { color: var(--al-error); }
.al-menu-item[data-state='open'] { background: var(--al-i-fg); }
.al-menu-label { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.al-menu-chevron { color: var(--al-text-muted); }
.al-menu-separator { height: 1px; margin: 4px 6px; background: var(--al-border); }
@keyframes al-menu-in { from { opacity: 0; transform: scale(0.97); } }
`
