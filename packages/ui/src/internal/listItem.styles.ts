// Shared by the list items: a full-width row on a raised surface, or a square tile for grids.
export const listItemCss: string = `
.al-list-item {
  all: unset;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  padding: 8px 12px 8px 8px;
  border-radius: var(--al-i-radius-l);
  background: var(--al-i-fg);
  color: var(--al-text);
  font-family: var(--al-font-family);
  font-size: var(--al-i-text-md);
  text-align: start;
  transition: background-color 150ms ease;
}
button.al-list-item { cursor: pointer; }
button.al-list-item:hover:not(:disabled):not([aria-disabled='true']) { background: var(--al-i-fg-hover); }
.al-list-item:focus-visible { outline: 2px solid var(--al-accent); outline-offset: 2px; }
.al-list-item:disabled, .al-list-item[aria-disabled='true'] { cursor: not-allowed; opacity: 0.55; }
.al-list-item[data-layout='tile'] {
  flex-direction: column;
  justify-content: center;
  gap: 6px;
  min-height: 104px;
  padding: 10px 4px 8px;
  text-align: center;
}
.al-list-item-main { display: flex; flex-direction: column; gap: 2px; min-width: 0; flex: 1 1 auto; }
.al-list-item[data-layout='tile'] .al-list-item-main { align-items: center; flex: none; width: 100%; }
.al-list-item-title {
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 600;
  max-width: 100%;
}
.al-list-item[data-layout='tile'] .al-list-item-title { font-size: var(--al-i-text-sm); font-weight: 500; }
.al-list-item-sub {
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: var(--al-i-text-sm);
  color: var(--al-text-muted);
}
.al-list-item-end {
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
  flex: none;
  max-width: 50%;
  text-align: end;
}
.al-list-item-tags { display: flex; flex-wrap: wrap; gap: 4px; justify-content: flex-end; }
.al-list-item[data-layout='tile'] .al-list-item-tags { justify-content: center; }
`
