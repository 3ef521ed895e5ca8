export const skeletonCss: string = `
.al-skeleton {
  display: block;
  border-radius: var(--al-i-radius-s);
  background: linear-gradient(90deg, var(--al-skeleton) 0%, var(--al-skeleton-shine) 50%, var(--al-skeleton) 100%);
  background-size: 200% 100%;
  animation: al-skeleton-shimmer 1.4s linear infinite;
}
.al-skeleton[data-shape='circle'] { border-radius: 50%; }
.al-skeleton[data-shape='text'] { height: 12px; }
.al-skeleton-rows { display: flex; flex-direction: column; gap: 8px; }
.al-skeleton-row {
  display: flex;
  align-items: center;
  gap: 12px;
  height: 56px;
  padding: 8px;
  border-radius: var(--al-i-radius-l);
  background: var(--al-i-fg);
}
.al-skeleton-row > .al-skeleton[data-shape='circle'] { width: 40px; height: 40px; flex: none; }
.al-skeleton-lines { display: flex; flex-direction: column; gap: 6px; flex: 1; }
.al-skeleton-lines > .al-skeleton:first-child { width: 55%; }
.al-skeleton-lines > .al-skeleton:last-child { width: 30%; }
.al-skeleton-rows[data-variant='tiles'] { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); }
.al-skeleton-tile { height: 100px; border-radius: var(--al-i-radius-l); }
@keyframes al-skeleton-shimmer { from { background-position: 200% 0; } to { background-position: -200% 0; } }
@media (prefers-reduced-motion: reduce) {
  .al-skeleton { animation: none !important; background: var(--al-skeleton); }
}
`
