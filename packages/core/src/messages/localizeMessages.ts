import type { MessageCatalogue, MessageId } from './en'
import { catalogueLocales } from './registry'
import type { LocaleMessages } from './types'

/**
 * The catalogue the views read for a locale, with the dapp's per-string overrides on top (a new
 * object each call). `formatMessage` formats its messages in that locale from their compiled form;
 * an overridden message has its `{name}` placeholders filled as written.
 *
 * @example
 * const messages = localizeMessages(await loadLocaleMessages('de'), { connectWalletTitle: 'Los' })
 * messages.connectWalletTitle // 'Los'
 */
export function localizeMessages(
  locale: LocaleMessages,
  overrides: { readonly [K in MessageId]?: string | undefined } = {},
): MessageCatalogue {
  const defined = Object.fromEntries(
    Object.entries(overrides).filter(([, value]) => typeof value === 'string'),
  )
  const messages: MessageCatalogue = { ...locale.messages, ...defined }
  catalogueLocales.set(messages, locale)
  return messages
}
