export const walletImageCss: string = `
.al-wallet-image {
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: var(--al-i-radius-m);
  background: var(--al-i-fg);
  color: var(--al-text-muted);
  box-shadow: inset 0 0 0 1px var(--al-border);
}
.al-wallet-image[data-size='sm'] { width: 32px; height: 32px; border-radius: var(--al-i-radius-s); }
.al-wallet-image[data-size='md'] { width: 48px; height: 48px; }
.al-wallet-image[data-size='lg'] { width: 64px; height: 64px; border-radius: var(--al-i-radius-l); }
.al-wallet-image img { width: 100%; height: 100%; object-fit: cover; transition: opacity 150ms ease; }
.al-wallet-image[data-status='loading'] img { opacity: 0; }
.al-wallet-image[data-status='loading']::after {
  content: '';
  position: absolute;
  inset: 0;
  background: linear-gradient(90deg, var(--al-skeleton), var(--al-skeleton-shine), var(--al-skeleton));
  background-size: 200% 100%;
  animation: al-shimmer 1.2s linear infinite;
}
@keyframes al-shimmer { from { background-position: 200% 0; } to { background-position: -200% 0; } }
`
