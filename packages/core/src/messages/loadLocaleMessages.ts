import { resolveLocale } from './resolveLocale'
import type { LocaleMessages } from './types'

/**
 * Loads the catalogue of the supported locale closest to `tag` (see `resolveLocale`): a lazy chunk
 * for every locale but English, which comes with the package.
 *
 * @example
 * const german = await loadLocaleMessages('de-CH')
 * german.messages.connectWalletTitle // 'Wallet verbinden'
 */
export async function loadLocaleMessages(tag: string | undefined): Promise<LocaleMessages> {
  const locale = resolveLocale(tag)
  if (locale === 'en') return (await import('./englishLocale')).englishLocale
  const { LOCALE_LOADERS } = await import('./locales')
  const load = LOCALE_LOADERS[locale]
  if (!load) throw new TypeError(`No loader for the locale ${locale}`)
  return load()
}
