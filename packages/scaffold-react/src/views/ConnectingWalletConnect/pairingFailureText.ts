import type { MessageCatalogue } from '@airlock/core'
import type { WalletConnectPairing } from './useWalletConnectPairing'

/**
 * The words of a pairing that ended without a session: the wallet declined, the relay refused the
 * dapp's project or origin (`Invalid Project ID`, `Invalid App Configuration`: retrying as a
 * visitor will not help, but the developer learns what to fix), or it failed otherwise.
 */
export function pairingFailureText(
  messages: MessageCatalogue,
  status: WalletConnectPairing['status'],
): string {
  if (status === 'declined') return messages.connectionDeclined
  if (status === 'invalidProjectId') return messages.invalidProjectId
  if (status === 'invalidAppConfiguration') return messages.invalidAppConfiguration
  return messages.connectionFailed
}
