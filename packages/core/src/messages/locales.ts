import type { LocaleMessages } from './types'

/**
 * The locales the modal speaks besides English, each a chunk of its own loaded on use: a dapp that
 * stays in English never downloads them, nor this table (`loadLocaleMessages` imports it when a
 * locale is chosen). Adding one is a catalogue in `locales/`, its compiled file
 * (`pnpm --filter @airlock/core messages`), a line here and its tag in `SUPPORTED_LOCALES`; no
 * view changes.
 */
export const LOCALE_LOADERS: Readonly<Record<string, () => Promise<LocaleMessages>>> = {
  de: () => import('./compiled/de').then((module) => module.germanLocale),
  fr: () => import('./compiled/fr').then((module) => module.frenchLocale),
  es: () => import('./compiled/es').then((module) => module.spanishLocale),
  'pt-BR': () => import('./compiled/pt-BR').then((module) => module.portugueseLocale),
  ja: () => import('./compiled/ja').then((module) => module.japaneseLocale),
  'zh-CN': () => import('./compiled/zh-CN').then((module) => module.chineseLocale),
  'zh-TW': () => import('./compiled/zh-TW').then((module) => module.traditionalChineseLocale),
  ko: () => import('./compiled/ko').then((module) => module.koreanLocale),
  ar: () => import('./compiled/ar').then((module) => module.arabicLocale),
  he: () => import('./compiled/he').then((module) => module.hebrewLocale),
}
