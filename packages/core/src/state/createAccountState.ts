import type { AccountType, ChainNamespace } from '../caip/types'
import type { AccountState, ConnectionStatus } from './types'

/**
 * A fresh account slice for one namespace: no address, the given status, the configured account
 * types.
 *
 * @example
 * createAccountState('disconnected', { eip155: 'smartAccount' })
 */
export function createAccountState(
  status: ConnectionStatus,
  preferredAccountTypes: Partial<Record<ChainNamespace, AccountType>>,
): AccountState {
  return {
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    status,
    preferredAccountTypes: { ...preferredAccountTypes },
    smartAccountDeployed: false,
    allAccounts: [],
    user: undefined,
    socialProvider: undefined,
    connectedWalletInfo: undefined,
  }
}
