import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { TransactionList } from './TransactionList'

/**
 * The Transactions view: the connected account's whole history on the active network, paged by
 * scrolling. Nothing without an account.
 *
 * @example
 * pushView(core, 'Transactions')
 */
export default function Transactions(): ReactElement | null {
  const { core } = useAirlockInstance()
  const { chain } = useSnapshot(core.state)
  const account = chain.accounts[chain.activeNamespace]
  if (account?.status !== 'connected' || !account.address) return null
  return <TransactionList address={account.address} chainId={chain.activeNetwork.caipNetworkId} />
}
