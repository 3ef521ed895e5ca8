import { isAddressEqual, isHex } from 'viem'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { WalletAccounts } from './loadWalletAccounts'

/**
 * Refuses typed data that `AirlockAccount.executeSigned` would take as a command: primary type
 * `Execute` in the domain of the user's own smart account. Such a signature lets whoever holds it
 * move the account's funds, so only the site makes it (sendAsAccount), never a dapp's
 * `eth_signTypedData_v4`.
 *
 * @example
 * assertNotAccountCommand(typedData, accounts) // throws for { primaryType: 'Execute', domain: { verifyingContract: smart } }
 */
export function assertNotAccountCommand(typedData: unknown, accounts: WalletAccounts): void {
  const smart = accounts.smartAccount?.address
  if (!smart || !typedData || typeof typedData !== 'object') return
  const { primaryType, domain } = typedData as { primaryType?: unknown; domain?: unknown }
  const target = (domain as { verifyingContract?: unknown } | undefined)?.verifyingContract
  if (
    primaryType === 'Execute' &&
    typeof target === 'string' &&
    isHex(target) &&
    target.length === 42 &&
    isAddressEqual(target, smart)
  )
    throw new SecureSiteError(secureSiteMessages.accountCommandRefused, 400)
}
