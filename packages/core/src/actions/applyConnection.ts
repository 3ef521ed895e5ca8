import type { ChainAdapterConnectResult } from '../adapter/types'
import type { WalletListEntry } from '../api/types'
import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import { loadAccountData } from './loadAccountData'
import { rememberRecentWallet } from './rememberRecentWallet'
import { setAccount } from './setAccount'
import { syncNetwork } from './syncNetwork'

/**
 * Records a connection an adapter made: the account (now `connected`), the wallet's network, the
 * stored connector id (for reconnecting) and the recent wallet, then starts fetching the account's
 * balances and identity (`loadAccountData`).
 *
 * @example
 * applyConnection(core, 'eip155', await adapter.connect({ connector }))
 */
export function applyConnection(
  core: AirlockCore,
  namespace: ChainNamespace,
  result: ChainAdapterConnectResult,
  wallet?: WalletListEntry,
): void {
  const { connector } = result
  setAccount(core, {
    caipAddress: `${result.network}:${result.address}`,
    connectedWalletInfo: {
      name: wallet?.name ?? connector.name,
      ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
      ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
    },
  })
  syncNetwork(core, { namespace, caipNetworkId: result.network })
  core.storage.setConnectedConnectorId(namespace, connector.id)
  rememberRecentWallet(core, connector, wallet)
  // Its balances and, on eip155, its name and avatar (SPEC.md §9); loaded on first use.
  void loadAccountData(core, namespace)
}
