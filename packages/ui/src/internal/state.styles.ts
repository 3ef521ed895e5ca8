// Shared by the empty and error states: a centred icon, title, text and an optional action.
export const stateCss: string = `
.al-state {
  display: flex; flex-direction: column; align-items: center; gap: 8px;
  padding: 24px 16px; text-align: center;
}
.al-state-icon {
  display: inline-flex; align-items: center; justify-content: center;
  width: 56px; height: 56px; border-radius: 50%; margin-bottom: 4px;
  background: var(--al-i-fg); color: var(--al-text-muted);
}
.al-state[data-tone='error'] .al-state-icon { background: color-mix(in srgb, var(--al-error) 14%, transparent); color: var(--al-error); }
.al-state-title { margin: 0; font-size: var(--al-i-text-lg); font-weight: 600; color: var(--al-text); overflow-wrap: anywhere; }
.al-state-text { margin: 0; font-size: var(--al-i-text-sm); color: var(--al-text-muted); max-width: 280px; overflow-wrap: anywhere; }
.al-state-action { margin-top: 8px; }
`
