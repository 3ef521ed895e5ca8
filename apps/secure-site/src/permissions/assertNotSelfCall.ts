import { isAddressEqual } from 'viem'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { RpcIntent } from '../rpc/readRpcIntent'
import type { WalletAccounts } from '../smartAccount/loadWalletAccounts'
import { permissionMessages } from './permissionRules'

/**
 * Refuses a transaction (or a call of a batch) from the smart account to itself with calldata: it
 * would run the account's own functions (`grantSession`, `revokeSession`) from calldata the
 * approval screen can only show raw. Permissions are granted through `wallet_grantPermissions`,
 * whose screen says what is granted.
 *
 * @example
 * assertNotSelfCall(intent, accounts) // throws for { to: smartAccount, data: '0x...' }
 */
export function assertNotSelfCall(
  intent: Extract<RpcIntent, { kind: 'transactions' }>,
  accounts: WalletAccounts,
): void {
  const smart = accounts.smartAccount?.address
  if (!smart || intent.signer !== 'smartAccount') return
  for (const call of intent.calls)
    if (call.to && isAddressEqual(call.to, smart) && call.data !== '0x')
      throw new SecureSiteError(permissionMessages.selfCall, 400)
}
