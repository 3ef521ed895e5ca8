export const walletImageGridCss: string = `
.al-wallet-image-grid {
  display: inline-grid;
  flex: none;
  grid-template-columns: 1fr 1fr;
  grid-template-rows: 1fr 1fr;
  gap: 3px;
  width: 48px;
  height: 48px;
  padding: 4px;
  box-sizing: border-box;
  border-radius: var(--al-i-radius-m);
  background: var(--al-i-fg);
  box-shadow: inset 0 0 0 1px var(--al-border);
}
.al-wallet-image-grid > span {
  overflow: hidden;
  border-radius: var(--al-i-radius-xs);
  background: var(--al-skeleton);
}
.al-wallet-image-grid img { display: block; width: 100%; height: 100%; object-fit: cover; transition: opacity 150ms ease; }
.al-wallet-image-grid [data-status='loading'] img { opacity: 0; }
.al-wallet-image-grid [data-status='failed'] {
  display: flex; align-items: center; justify-content: center;
  background: transparent; color: var(--al-text-muted);
}
`
