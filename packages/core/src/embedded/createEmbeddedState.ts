import type { AccountType } from '../caip/types'
import type { AirlockStorage } from '../storage/types'
import type { EmbeddedState } from './types'

/**
 * The embedded wallet's state a new core starts with: the stored email, social username, account
 * type and smart-account networks; no user until the session is checked.
 *
 * @example
 * const embedded = createEmbeddedState(storage, options.defaultAccountTypes.eip155)
 */
export function createEmbeddedState(
  storage: AirlockStorage,
  defaultAccountType: AccountType | undefined,
): EmbeddedState {
  return {
    status: 'disconnected',
    user: undefined,
    email: storage.getEmail(),
    socialProvider: undefined,
    socialUsername: storage.getSocialUsername(),
    accountType: storage.getPreferredAccountType() ?? defaultAccountType,
    smartAccountEnabledNetworks: storage.getSmartAccountEnabledNetworks(),
    pendingRequests: [],
    refusedRequests: 0,
    social: undefined,
    farcasterUrl: undefined,
  }
}
