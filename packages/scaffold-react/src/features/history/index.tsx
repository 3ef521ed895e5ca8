import type { ReactElement } from 'react'
import { TransactionList } from '../../views/Transactions/TransactionList'

/**
 * The Activity tab (the history feature, its own chunk): the account's transactions on the active
 * chain from core's transaction store, every page by scrolling, all-spam ones dropped (SPEC.md §3,
 * §5); the list the Transactions view shows too.
 */
export default function HistoryFeature({
  address,
  chainId,
}: {
  address: string
  chainId: string
}): ReactElement {
  return <TransactionList address={address} chainId={chainId} />
}
