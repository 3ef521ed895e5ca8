// Layout helpers for stories only (rows of variants, a narrow column). Adopted into each story's
// shadow root like any component sheet.
export const storyCss: string = `
.al-story-canvas { padding: 16px; border-radius: 12px; background: var(--al-i-bg); color: var(--al-text); }
.al-story-row { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; }
.al-story-narrow { width: 240px; }
.al-story-ellipsis { flex: 1 1 0; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.al-story-column { display: flex; flex-direction: column; gap: 12px; width: 360px; max-width: 100%; }
.al-story-surface { width: 360px; max-width: 100%; padding: 16px; border-radius: 24px; background: var(--al-i-bg); }
.al-story-shapes > .al-skeleton { width: 64px; height: 64px; }
.al-story-shapes > .al-skeleton[data-shape='text'] { width: 160px; height: 12px; }
`
