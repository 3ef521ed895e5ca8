import type { WalletListEntry } from '../api/types'
import type { Connector } from '../connectors/types'
import type { AirlockCore } from '../createAirlockCore'
import type { RecentWallet } from '../storage/types'

/**
 * Puts the wallet behind a connection first among the recent wallets (at most 2), in
 * storage and state. A WalletConnect connection is remembered as the registry wallet it was made
 * with (`wallet`); without one, and for the auth connector, nothing is remembered.
 *
 * @example
 * rememberRecentWallet(core, connector)
 */
export function rememberRecentWallet(
  core: AirlockCore,
  connector: Connector,
  wallet?: WalletListEntry,
): void {
  const recent = toRecentWallet(connector, wallet)
  if (recent) core.state.connectors.recentWallets = core.storage.addRecentWallet(recent)
}

function toRecentWallet(connector: Connector, wallet?: WalletListEntry): RecentWallet | undefined {
  if (wallet) {
    return {
      id: wallet.id,
      name: wallet.name,
      ...(typeof wallet.image_url === 'string' ? { imageUrl: wallet.image_url } : {}),
      ...(wallet.rdns ? { rdns: wallet.rdns } : {}),
    }
  }
  if (connector.type === 'AUTH' || connector.type === 'WALLET_CONNECT') return undefined
  return {
    id: connector.explorerId ?? connector.id,
    name: connector.name,
    ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}),
    ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
  }
}
