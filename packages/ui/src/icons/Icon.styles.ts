/** Shared by every component that draws an icon. */
export const iconCss: string = `
.al-icon { flex: none; display: block; }
[dir='rtl'] .al-icon-flip { transform: scaleX(-1); }
`
