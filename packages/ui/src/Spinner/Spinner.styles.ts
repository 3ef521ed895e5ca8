export const spinnerCss: string = `
.al-spinner {
  display: inline-block;
  flex: none;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  animation: al-spin 0.8s linear infinite;
  color: var(--al-accent);
}
.al-spinner[data-size='sm'] { width: 14px; height: 14px; }
.al-spinner[data-size='md'] { width: 20px; height: 20px; }
.al-spinner[data-size='lg'] { width: 32px; height: 32px; border-width: 3px; }
.al-spinner[data-tone='inherit'] { color: inherit; }
@keyframes al-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) {
  .al-spinner { animation: al-pulse 1.6s ease-in-out infinite !important; border-inline-end-color: currentColor; }
  @keyframes al-pulse { 50% { opacity: 0.4; } }
}
`
