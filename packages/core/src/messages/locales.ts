import type { LocaleMessages } from './types'

/**
 * The locales the modal speaks besides English, each a chunk of its own loaded on use: a dapp that
 * stays in English never downloads them. Adding one is a catalogue in `locales/`, its compiled
 * file (`pnpm --filter @airlock/core messages`) and a line here; no view changes.
 */
export const LOCALE_LOADERS: Readonly<Record<string, () => Promise<LocaleMessages>>> = {
  de: () => import('./compiled/de').then((module) => module.germanLocale),
  ar: () => import('./compiled/ar').then((module) => module.arabicLocale),
}

/** The tags of every locale the modal speaks, English first. */
export const SUPPORTED_LOCALES: readonly string[] = ['en', ...Object.keys(LOCALE_LOADERS)]
