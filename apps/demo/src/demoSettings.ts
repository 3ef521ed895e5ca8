// What the demo's Appearance panel stores for the visitor (the modal's own theme mode is kept by
// the kit under its theme key). Read when the page starts, written by src/Settings.tsx.

/** The language the visitor picked for the modal (a BCP 47 tag). */
export const LOCALE_KEY = 'airlock-demo:locale'
/** The accent colour the visitor picked (a CSS colour). */
export const ACCENT_KEY = 'airlock-demo:accent'

/** A stored value, `undefined` on the server or when storage is off. */
export function readSetting(key: string): string | undefined {
  try {
    return globalThis.localStorage?.getItem(key) ?? undefined
  } catch {
    return undefined
  }
}

/** The modal's language: the visitor's pick, else the browser's (the kit falls back to English). */
export function demoLocale(): string {
  return readSetting(LOCALE_KEY) ?? globalThis.navigator?.language ?? 'en'
}
