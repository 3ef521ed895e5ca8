import type { SortedConnectorItem } from '@airlock/core'
import type { WalletTag } from '@airlock/ui'
import type { AirlockMessages } from '../../messages/types'

/** RECENT on recent wallets, INSTALLED on announced (EIP-6963) and injected ones. */
export function walletTags(messages: AirlockMessages, item: SortedConnectorItem): WalletTag[] {
  const tags: WalletTag[] = []
  if (item.group === 'recent') tags.push({ label: messages.recentTag, tone: 'accent' })
  const type = item.connector?.type
  if (type === 'ANNOUNCED' || type === 'INJECTED') {
    tags.push({ label: messages.installedTag, tone: 'success' })
  }
  return tags
}
