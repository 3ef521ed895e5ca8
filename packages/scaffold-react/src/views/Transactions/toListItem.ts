import type { Transaction } from '@airlock/core'
import { formatQuantity, type TransactionListItemProps } from '@airlock/ui'
import { QUANTITY_LOCALE } from '../../internal/formatBalance'
import { formatText } from '../../messages/formatText'
import type { AirlockMessageId, AirlockMessages } from '../../messages/types'

type Direction = TransactionListItemProps['direction']
type Transfer = {
  fungible_info?: { symbol?: string; icon?: { url?: string } }
  nft_info?: { name?: string; standard?: string; content?: { preview?: { url?: string } } }
  direction?: string
  sender?: string
  recipient?: string
  quantity?: { numeric?: string }
}

const TITLES: Record<string, AirlockMessageId> = {
  send: 'sent',
  receive: 'received',
  mint: 'activityMinted',
  trade: 'activitySwapped',
  buy: 'activityBought',
}

const short = (address: string) =>
  address.length > 12 ? `${address.slice(0, 6)}...${address.slice(-4)}` : address

/**
 * What a row of the Activity list shows for one transaction of the Blockchain API's history: what
 * happened (from `metadata.operationType`), the counterparty, each transfer's amount with 3
 * decimals and its token symbol (`-1.500 ETH`, `+42.000 AIR`; a swap has both legs) or NFT name
 * (an ERC-1155 one with how many moved: `+3 Bronze Badge`), the image of what moved, the
 * direction, the status and when it was mined. Quantities are written for `locale` (the modal's).
 *
 * @example
 * <TransactionListItem {...toListItem(transaction, address, messages)} />
 */
export function toListItem(
  transaction: Transaction,
  address: string,
  messages: AirlockMessages,
  locale: string = QUANTITY_LOCALE,
): TransactionListItemProps {
  const metadata = transaction.metadata as Transaction['metadata'] & {
    operationType?: string
    status?: string
    sentFrom?: string
    sentTo?: string
  }
  const transfers = transaction.transfers as readonly Transfer[]
  const direction = directionOf(transfers, metadata, address)
  const status =
    metadata.status === 'failed'
      ? 'failed'
      : metadata.status === 'pending'
        ? 'pending'
        : 'confirmed'
  const title = messages[TITLES[metadata.operationType ?? ''] ?? fallbackTitle(direction)]
  // The other side of what moved: an ERC-20 send's receiver, not the token contract the
  // transaction called (nor a smart account's own address); the transaction's ends otherwise.
  const counterparty =
    direction === 'out'
      ? (transfers.find((transfer) => transfer.direction === 'out')?.recipient ?? metadata.sentTo)
      : (transfers.find((transfer) => transfer.direction === 'in')?.sender ?? metadata.sentFrom)
  const amounts = transfers.flatMap((transfer) => {
    const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '-' : ''
    if (transfer.fungible_info) {
      const quantity = formatQuantity(transfer.quantity?.numeric ?? '0', locale)
      return [`${sign}${quantity} ${transfer.fungible_info.symbol ?? ''}`.trim()]
    }
    const nft = transfer.nft_info
    if (!nft?.name) return []
    // Several of one ERC-1155 token can move at once: the count comes first, as for a token.
    if (nft.standard === 'erc1155')
      return [`${sign}${wholeNumber(transfer.quantity?.numeric ?? '1', locale)} ${nft.name}`]
    return [`${sign}${nft.name}`]
  })
  const first = transfers[0]
  const imageSrc = first?.fungible_info?.icon?.url || first?.nft_info?.content?.preview?.url
  return {
    direction,
    status,
    title,
    ...(counterparty && direction !== 'self'
      ? {
          description: formatText(messages, direction === 'out' ? 'activityTo' : 'activityFrom', {
            address: short(counterparty),
          }),
        }
      : {}),
    amounts,
    date: metadata.minedAt,
    ...(status === 'confirmed'
      ? {}
      : { statusLabel: status === 'failed' ? messages.activityFailed : messages.activityPending }),
    ...(imageSrc ? { imageSrc } : {}),
  }
}

function wholeNumber(numeric: string, locale: string): string {
  return /^\d+$/.test(numeric) ? BigInt(numeric).toLocaleString(locale) : numeric
}

function fallbackTitle(direction: Direction): AirlockMessageId {
  return direction === 'out' ? 'sent' : direction === 'in' ? 'received' : 'transaction'
}

// The transfers' own directions when they agree; otherwise the sender and receiver of the
// transaction against the account.
function directionOf(
  transfers: readonly Transfer[],
  metadata: { sentFrom?: string; sentTo?: string },
  address: string,
): Direction {
  const directions = new Set(transfers.map((transfer) => transfer.direction))
  if (directions.size === 1) {
    const [only] = directions
    if (only === 'in' || only === 'out' || only === 'self') return only
  }
  if (directions.size > 1) return 'self'
  const me = address.toLowerCase()
  const from = (metadata.sentFrom ?? '').toLowerCase()
  const to = (metadata.sentTo ?? '').toLowerCase()
  if (from === me && to !== me) return 'out'
  if (to === me && from !== me) return 'in'
  return 'self'
}
