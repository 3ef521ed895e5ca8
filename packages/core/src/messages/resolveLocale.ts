import { SUPPORTED_LOCALES } from './supportedLocales'

/**
 * The supported locale closest to a BCP 47 tag: the tag itself, else a supported locale of the
 * same language (`de-AT` -> `de`, `pt-PT` -> `pt-BR`, `zh-TW` -> `zh-CN`), else English.
 * Case-insensitive; `_` is read as `-`; the retired Hebrew code `iw` is read as `he`.
 *
 * @example
 * resolveLocale('ar-EG') // 'ar'
 * resolveLocale('pt') // 'pt-BR'
 * resolveLocale('sv') // 'en'
 */
export function resolveLocale(tag: string | undefined): string {
  const wanted = (tag ?? '').trim().replace(/_/g, '-').toLowerCase()
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === wanted)
  if (exact) return exact
  const language = wanted.split('-')[0] === 'iw' ? 'he' : wanted.split('-')[0]
  return SUPPORTED_LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? 'en'
}
