import type { RouterData, View } from '@airlock/core'
import type { AirlockMessages } from '../messages/types'
import { VIEW_REGISTRY } from './viewRegistry'

/**
 * The header title of a view, from its registry entry: the catalogue's words, or the wallet's name
 * while connecting.
 *
 * @example
 * getViewTitle(messages, 'AllWallets', undefined) // 'All Wallets'
 */
export function getViewTitle(
  messages: AirlockMessages,
  view: View,
  data: Readonly<RouterData> | undefined,
): string {
  const { title } = VIEW_REGISTRY[view]
  return typeof title === 'string' ? messages[title] : title(messages, data)
}
