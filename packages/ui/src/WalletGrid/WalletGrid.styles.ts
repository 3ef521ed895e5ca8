export const walletGridCss: string = `
.al-wallet-grid {
  position: relative;
  overflow-y: auto;
  overscroll-behavior: contain;
  scrollbar-width: thin;
}
.al-wallet-grid-inner { position: relative; width: 100%; }
.al-wallet-grid-row {
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  display: grid;
  gap: 8px;
  padding: 0 2px;
}
.al-wallet-grid[data-layout='list'] .al-wallet-grid-row { height: 64px; grid-template-columns: minmax(0, 1fr); }
.al-wallet-grid[data-layout='grid'] .al-wallet-grid-row { height: 112px; }
.al-wallet-grid[data-columns='2'] .al-wallet-grid-row { grid-template-columns: repeat(2, minmax(0, 1fr)); }
.al-wallet-grid[data-columns='3'] .al-wallet-grid-row { grid-template-columns: repeat(3, minmax(0, 1fr)); }
.al-wallet-grid[data-columns='4'] .al-wallet-grid-row { grid-template-columns: repeat(4, minmax(0, 1fr)); }
.al-wallet-grid[data-columns='5'] .al-wallet-grid-row { grid-template-columns: repeat(5, minmax(0, 1fr)); }
.al-wallet-grid-cell { display: flex; min-width: 0; }
.al-wallet-grid-cell > .al-list-item { height: 100%; }
.al-wallet-grid-more { padding: 8px 2px; }
`
