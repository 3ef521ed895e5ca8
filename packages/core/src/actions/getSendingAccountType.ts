import type { AccountType, ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import { getEmbeddedWallet } from '../embedded/getEmbeddedWallet'
import { getAccount } from './getAccount'

/**
 * The type of the account that sends on `namespace` (default: the active one): `smartAccount`
 * when the connected address is the embedded wallet's smart account, else `eoa` (injected and
 * WalletConnect wallets are EOAs, whatever the account state's default type says).
 *
 * @example
 * if (getSendingAccountType(core) === 'smartAccount') await sendCalls(core, { calls })
 */
export function getSendingAccountType(core: AirlockCore, namespace?: ChainNamespace): AccountType {
  const target = namespace ?? core.state.chain.activeNamespace
  const account = getAccount(core, target)
  const address = account?.address?.toLowerCase()
  if (!account || address === undefined) return 'eoa'
  const { embedded } = core.state
  const user = embedded.status === 'connected' ? embedded.user : undefined
  if (user && getEmbeddedWallet(core)?.namespace === target) {
    // The frame lists the visitor's accounts with their types; the address in use picks one.
    const listed = user.accounts.find((entry) => entry.address.toLowerCase() === address)
    if (listed) return listed.type === 'smartAccount' ? 'smartAccount' : 'eoa'
    if (user.address.toLowerCase() === address && user.preferredAccountType === 'smartAccount')
      return 'smartAccount'
  }
  // Not `account.preferredAccountTypes`: it holds the namespace default (smartAccount for eip155,
  // SPEC.md §6), which applies to embedded wallets only (SPEC-READINGS).
  return 'eoa'
}
