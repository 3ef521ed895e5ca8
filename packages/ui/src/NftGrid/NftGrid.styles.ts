export const nftGridCss: string = `
.al-nft-grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(128px, 1fr));
  gap: 8px;
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: start;
}
.al-nft-card {
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  padding: 6px 6px 10px;
  border-radius: var(--al-i-radius-l);
  background: var(--al-i-fg);
  color: var(--al-text);
  font-family: var(--al-font-family);
}
.al-nft-image {
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1 / 1;
  width: 100%;
  border-radius: var(--al-i-radius-m, 12px);
  overflow: hidden;
  background: var(--al-i-fg-hover);
  color: var(--al-text-muted);
  font-size: var(--al-i-text-md);
  font-weight: 700;
}
.al-nft-image img { width: 100%; height: 100%; object-fit: cover; }
.al-nft-image[data-status='loading'] img { opacity: 0; }
.al-nft-image[data-status='loading']::after {
  content: '';
  position: absolute;
  inset: 0;
  background: var(--al-skeleton);
}
.al-nft-name {
  padding: 0 4px;
  overflow: hidden;
  font-size: var(--al-i-text-sm);
  font-weight: 600;
  white-space: nowrap;
  text-overflow: ellipsis;
}
.al-nft-sub {
  display: flex;
  justify-content: space-between;
  gap: 4px;
  padding: 0 4px;
  color: var(--al-text-muted);
  font-size: var(--al-i-text-xs);
}
.al-nft-sub > span:first-child { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.al-nft-skeleton { aspect-ratio: 4 / 5; height: auto; border-radius: var(--al-i-radius-l); }
.al-nft-end { height: 1px; grid-column: 1 / -1; }
`
