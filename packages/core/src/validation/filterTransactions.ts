import type { CaipNetworkId } from '../caip/types'
import type { Transaction } from './types'

function isAllSpam(transaction: Pick<Transaction, 'transfers'>): boolean {
  // A transaction without transfers (a contract call, an approval) is not spam: keep it.
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
  )
}

/**
 * Keeps the transactions of the active chain and drops those whose transfers are all flagged as
 * NFT spam.
 *
 * @example
 * filterTransactions(transactions, 'eip155:1')
 */
export function filterTransactions<T extends Pick<Transaction, 'metadata' | 'transfers'>>(
  transactions: readonly T[],
  activeCaipNetworkId: CaipNetworkId | string,
): T[] {
  return transactions.filter(
    (transaction) => transaction.metadata.chain === activeCaipNetworkId && !isAllSpam(transaction),
  )
}
