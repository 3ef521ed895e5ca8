export const networkImageCss: string = `
.al-network-image {
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  background: var(--al-i-fg);
  color: var(--al-text-muted);
  clip-path: polygon(25% 3%, 75% 3%, 100% 50%, 75% 97%, 25% 97%, 0% 50%);
}
.al-network-image[data-size='sm'] { width: 24px; height: 24px; }
.al-network-image[data-size='md'] { width: 36px; height: 36px; }
.al-network-image[data-size='lg'] { width: 56px; height: 56px; }
.al-network-image img { width: 100%; height: 100%; object-fit: cover; }
.al-network-image[data-status='loading'] img { opacity: 0; }
.al-network-image[data-status='loading'] { background: var(--al-skeleton); }
`
