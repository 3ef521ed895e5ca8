import { pushView } from '@airlock/core'
import { Button } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { TransactionList } from '../../views/Transactions/TransactionList'

/**
 * The Activity tab (the history feature, its own chunk): the account's transactions on the active
 * chain from core's transaction store, every page by scrolling, all-spam ones dropped; the list
 * the Transactions view shows too, which `See all activity` opens.
 */
export default function HistoryFeature({
  address,
  chainId,
}: {
  address: string
  chainId: string
}): ReactElement {
  const { core, messages } = useAirlockInstance()
  return (
    <div className="al-stack">
      <Button variant="link" onClick={() => pushView(core, 'Transactions')}>
        {messages.seeAllActivity}
      </Button>
      <TransactionList address={address} chainId={chainId} />
    </div>
  )
}
