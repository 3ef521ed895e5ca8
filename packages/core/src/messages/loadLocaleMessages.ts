import { LOCALE_LOADERS } from './locales'
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
  const loader = LOCALE_LOADERS[resolveLocale(tag)]
  if (loader) return loader()
  return (await import('./englishLocale')).englishLocale
}
