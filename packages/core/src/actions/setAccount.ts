import { isChainNamespace } from '../caip/isChainNamespace'
import { parseCaipAddress } from '../caip/parseCaipAddress'
import type { CaipAddress } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import type { InvalidCaipAddressError } from '../errors/caip'
import { NamespaceNotConfiguredError } from '../errors/network'
import { createAccountState } from '../state/createAccountState'
import { ensureAccount } from '../state/ensureAccount'
import type { AccountState } from '../state/types'
import { setConnectionStatus } from './setConnectionStatus'

export type SetAccountParameters = { caipAddress: CaipAddress } & Partial<
  Omit<AccountState, 'caipAddress' | 'address' | 'status'>
>

export type SetAccountReturnType = AccountState

export type SetAccountErrorType = InvalidCaipAddressError | NamespaceNotConfiguredError

/**
 * Syncs the account of the namespace named by `caipAddress` (address, and any other field given)
 * and marks it `connected`: "it becomes connected after syncing an account". An
 * address change clears the balance and profile of the previous one.
 *
 * @example
 * setAccount(core, { caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
 * core.state.connection.status.eip155 // 'connected'
 */
export function setAccount(
  core: AirlockCore,
  parameters: SetAccountParameters,
): SetAccountReturnType {
  const { caipAddress, ...fields } = parameters
  const { namespace, address } = parseCaipAddress(caipAddress)
  if (!isChainNamespace(namespace)) {
    throw new NamespaceNotConfiguredError({ metaMessages: [`Namespace: ${namespace}`] })
  }
  const account = ensureAccount(core, namespace)
  if (account.address !== undefined && account.address !== address) {
    Object.assign(account, {
      ...createAccountState(account.status, account.preferredAccountTypes),
      connectedWalletInfo: account.connectedWalletInfo,
    })
  }
  Object.assign(account, fields, { caipAddress, address })
  setConnectionStatus(core, namespace, 'connected')
  return account
}
