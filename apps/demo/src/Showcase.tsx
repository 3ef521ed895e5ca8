import type { ThemeMode } from '@airlock/core'
import { type UseAirlockThemeReturnType, useAirlockInstance } from '@airlock/react'
import { type ReactElement, useEffect } from 'react'
import { ACCENT_KEY, LOCALE_KEY } from './demoSettings'

/** Accent colours to try, each with white text at WCAG AA contrast or better. */
export const ACCENTS: readonly { name: string; color: string }[] = [
  { name: 'Blue', color: '#3451d1' },
  { name: 'Violet', color: '#7c3aed' },
  { name: 'Teal', color: '#0f766e' },
  { name: 'Rose', color: '#be123c' },
  { name: 'Amber', color: '#b45309' },
]

const MODES: readonly { name: string; mode: ThemeMode | undefined }[] = [
  { name: 'System', mode: undefined },
  { name: 'Light', mode: 'light' },
  { name: 'Dark', mode: 'dark' },
]

/** A language's own name (`עברית`, `日本語`), from the browser's Intl data: no list to keep. */
function languageName(tag: string): string {
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1)
}

function store(key: string, value: string | undefined): void {
  try {
    if (value === undefined) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // Storage off: the choice lasts until the page reloads.
  }
}

export type ShowcaseProps = {
  /** The kit's theme and its setters (`useAirlockTheme()`). */
  theme: UseAirlockThemeReturnType
  /** Every locale the kit speaks (`SUPPORTED_LOCALES`). */
  locales: readonly string[]
  /** Where the kit stores the theme mode (`THEME_STORAGE_KEY`). */
  themeKey: string
}

/**
 * The demo's Appearance panel, loaded after the page (not in its first load): the kit's theme
 * mode (`useAirlockTheme`), accent colour (`--al-accent`) and language (`createAirlock({ locale })`,
 * applied by reloading with the visitor's pick). The page itself follows the same mode and accent.
 * Everything of the kit comes in as props: importing it here would split the first load into more
 * chunks (measured: +3 KiB gzip).
 */
export function Showcase({ theme, locales, themeKey }: ShowcaseProps): ReactElement {
  const { locale } = useAirlockInstance()
  const { themeMode, themeVariables, setThemeMode, setThemeVariables } = theme
  const accent = String(themeVariables['--al-accent'] ?? ACCENTS[0]?.color)

  // The page wears the modal's mode and accent.
  useEffect(() => {
    const root = document.documentElement
    if (themeMode) root.dataset.theme = themeMode
    else delete root.dataset.theme
    root.style.setProperty('--accent', accent)
  }, [themeMode, accent])

  return (
    <section className="appearance" aria-labelledby="appearance-title">
      <h2 id="appearance-title">Appearance</h2>
      <fieldset>
        <legend>Theme</legend>
        <div className="segmented">
          {MODES.map(({ name, mode }) => (
            <label key={name}>
              <input
                type="radio"
                name="theme-mode"
                checked={themeMode === mode}
                onChange={() => {
                  setThemeMode(mode)
                  // System: forget the stored mode too, so a reload follows the system again.
                  if (mode === undefined) store(themeKey, undefined)
                }}
              />
              <span>{name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>Accent colour</legend>
        <div className="swatches">
          {ACCENTS.map(({ name, color }) => (
            <label key={name} className="swatch" style={{ '--swatch': color } as object}>
              <input
                type="radio"
                name="accent"
                aria-label={name}
                checked={accent === color}
                onChange={() => {
                  setThemeVariables({ ...themeVariables, '--al-accent': color })
                  store(ACCENT_KEY, color)
                }}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <label className="language">
        <span>Language</span>
        <select
          value={locale}
          onChange={(event) => {
            store(LOCALE_KEY, event.target.value)
            // `createAirlock({ locale })` is read once per page: start again in the new language.
            location.reload()
          }}
        >
          {locales.map((tag) => (
            <option key={tag} value={tag} lang={tag}>
              {languageName(tag)}
            </option>
          ))}
        </select>
      </label>
    </section>
  )
}
