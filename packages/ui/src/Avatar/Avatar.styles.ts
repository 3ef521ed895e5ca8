export const avatarCss: string = `
.al-avatar {
  display: inline-flex;
  flex: none;
  overflow: hidden;
  border-radius: 50%;
  box-shadow: 0 0 0 2px var(--al-i-bg), 0 0 0 3px var(--al-border);
}
.al-avatar svg, .al-avatar img { display: block; width: 100%; height: 100%; object-fit: cover; }
.al-avatar[data-size='sm'] { width: 24px; height: 24px; }
.al-avatar[data-size='md'] { width: 40px; height: 40px; }
.al-avatar[data-size='lg'] { width: 64px; height: 64px; }
`
