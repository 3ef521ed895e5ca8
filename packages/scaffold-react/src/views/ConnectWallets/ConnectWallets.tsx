import { getSortedConnectors } from '@airlock/core'
import type { ReactElement } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { useApiClients } from '../../internal/useApiClients'
import { WalletSection } from '../Connect/WalletSection'
import { openConnectingView } from '../ConnectingWalletConnect/openConnectingView'

/**
 * ConnectWallets (`Continue with a wallet` in a collapsed Connect view, `features.collapseWallets`):
 * the wallet list the Connect view shows when not collapsed, in the same connector order, with
 * All Wallets.
 */
export default function ConnectWallets(): ReactElement {
  const { core } = useAirlockInstance()
  const clients = useApiClients()
  return (
    <WalletSection
      clients={clients}
      onSelect={(item) => openConnectingView(core, item)}
      sort={(wallets) => getSortedConnectors(core, { wallets })}
    />
  )
}
