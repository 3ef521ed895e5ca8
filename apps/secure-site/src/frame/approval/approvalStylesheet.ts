/**
 * The frame page's stylesheet, served as `/frame.css` (the CSP allows styles from the site only:
 * no inline style in markup). The approval screen fills the frame; the dapp's theme sets
 * `data-theme` and `--accent`/`--on-accent` on the root (applyFrameTheme).
 */
export const approvalStylesheet: string = `:root {
  color-scheme: light dark;
  --accent: #3b82f6;
  --on-accent: #ffffff;
  --bg: #ffffff;
  --fg: #111111;
  --muted: #555555;
  --line: #d9d9d9;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  font-size: 14px;
  line-height: 1.4;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-theme]) { --bg: #141414; --fg: #f2f2f2; --muted: #a8a8a8; --line: #333333; }
}
:root[data-theme="dark"] { --bg: #141414; --fg: #f2f2f2; --muted: #a8a8a8; --line: #333333; }
:root[data-theme="light"] { color-scheme: light; }
:root[data-theme="dark"] { color-scheme: dark; }
html, body { margin: 0; height: 100%; background: transparent; }
body { display: flex; flex-direction: column; color: var(--fg); }
.approval {
  box-sizing: border-box;
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  background: var(--bg);
}
.approval[hidden] { display: none; }
.title { margin: 0; font-size: 18px; }
.title:focus-visible, .details:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.origin { margin: 4px 0 0; color: var(--muted); font-size: 13px; overflow-wrap: anywhere; }
.details {
  flex: 1;
  min-height: 0;
  overflow: auto;
  border: 1px solid var(--line);
  border-radius: 8px;
  padding: 4px 12px 8px;
}
.section h2 { margin: 12px 0 4px; font-size: 14px; }
dl { margin: 0; }
.row {
  display: grid;
  grid-template-columns: minmax(7em, 35%) 1fr;
  gap: 8px;
  padding: 4px 0;
  border-bottom: 1px solid var(--line);
  font-size: 13px;
}
.row:last-child { border-bottom: 0; }
dt { color: var(--muted); }
dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
.mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
.actions { display: flex; gap: 8px; }
.actions button {
  flex: 1;
  font: inherit;
  font-weight: 600;
  padding: 10px 12px;
  border-radius: 8px;
  border: 2px solid var(--fg);
  background: var(--bg);
  color: var(--fg);
  cursor: pointer;
}
.actions .approve { background: var(--accent); color: var(--on-accent); }
.actions button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.actions button:disabled { cursor: default; }
.status { margin: 0; padding: 0 16px 12px; background: var(--bg); font-size: 13px; }
.status:empty { padding: 0; }
.approval[hidden] ~ .status {
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
`
