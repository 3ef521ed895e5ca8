import { SUPPORTED_LOCALES } from './supportedLocales'

/**
 * Chinese written in Traditional characters: the `Hant` script, or a region that writes it
 * (Taiwan, Hong Kong, Macau) when no script is given. `zh-Hans-HK` stays Simplified.
 */
function isTraditionalChinese(parts: readonly string[]): boolean {
  if (parts[0] !== 'zh') return false
  const script = parts.find((part) => part.length === 4)
  if (script) return script === 'hant'
  return parts.some((part) => part === 'tw' || part === 'hk' || part === 'mo')
}

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
  const parts = wanted.split('-')
  if (isTraditionalChinese(parts) && SUPPORTED_LOCALES.includes('zh-TW')) return 'zh-TW'
  const language = parts[0] === 'iw' ? 'he' : parts[0]
  return SUPPORTED_LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? 'en'
}
