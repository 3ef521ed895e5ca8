/** The part of SYNC_THEME the frame uses. */
export type FrameTheme = {
  themeMode?: 'light' | 'dark' | undefined
  themeVariables?: Record<string, string | number> | undefined
}

const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/**
 * Follows the dapp's theme on the frame's page: the mode (`data-theme` on the root, light or
 * dark), and the accent (`--w3m-accent`) as `--accent`, taken only as an opaque `#rgb`/`#rrggbb`
 * colour (no transparent or near-invisible values from the page) with a readable text colour on
 * it. Styles are set from script (`element.style`), which the CSP allows; no inline markup.
 *
 * @example
 * applyFrameTheme(document.documentElement, { themeMode: 'dark', themeVariables: { '--w3m-accent': '#3b82f6' } })
 */
export function applyFrameTheme(root: HTMLElement, theme: FrameTheme): void {
  if (theme.themeMode) root.dataset.theme = theme.themeMode
  const accent = theme.themeVariables?.['--w3m-accent']
  if (typeof accent !== 'string' || !hexColor.test(accent)) return
  const full =
    accent.length === 4 ? `#${[...accent.slice(1)].map((digit) => digit + digit).join('')}` : accent
  const channel = (start: number) => {
    const value = Number.parseInt(full.slice(start, start + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  root.style.setProperty('--accent', full)
  root.style.setProperty('--on-accent', luminance > 0.4 ? '#000000' : '#ffffff')
}
