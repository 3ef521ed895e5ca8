import { SUPPORTED_LOCALES } from './supportedLocales'

/**
 * The supported locale closest to a BCP 47 tag: the tag itself, else a supported locale of the
 * same language and script (`de-AT` -> `de`, `pt-PT` -> `pt-BR`, `zh-HK` and `zh-Hant` ->
 * `zh-TW`, `zh` and `zh-SG` -> `zh-CN`), else English. Case-insensitive; `_` is read as `-`; the
 * retired Hebrew code `iw` is read as `he`.
 *
 * @example
 * resolveLocale('ar-EG') // 'ar'
 * resolveLocale('pt') // 'pt-BR'
 * resolveLocale('zh-HK') // 'zh-TW'
 * resolveLocale('sv') // 'en'
 */
export function resolveLocale(tag: string | undefined): string {
  const wanted = (tag ?? '').trim().replace(/_/g, '-').toLowerCase()
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === wanted)
  if (exact) return exact
  // Chinese in Traditional characters: the Hant script, or (no script given) a region that
  // writes them. BCP 47 puts the script right after the language, so `zh-Hans-HK` stays Simplified.
  if (/^zh-(hant|tw|hk|mo)(-|$)/.test(wanted)) return 'zh-TW'
  const language = wanted.split('-')[0] === 'iw' ? 'he' : wanted.split('-')[0]
  return SUPPORTED_LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? 'en'
}
