import { SUPPORTED_LOCALES } from './locales'

/**
 * The supported locale closest to a BCP 47 tag: the tag itself, else its language (`de-AT` ->
 * `de`), else English. Case-insensitive; `_` is read as `-`.
 *
 * @example
 * resolveLocale('ar-EG') // 'ar'
 * resolveLocale('fr') // 'en'
 */
export function resolveLocale(tag: string | undefined): string {
  const wanted = (tag ?? '').trim().replace(/_/g, '-').toLowerCase()
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === wanted)
  if (exact) return exact
  const language = wanted.split('-')[0]
  return SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === language) ?? 'en'
}
