import { numberToHex } from 'viem'
import type { Session } from '../sessions/readSession'
import type { WalletAccounts } from '../smartAccount/loadWalletAccounts'
import { pickSigner } from '../smartAccount/pickSigner'
import { toChainList } from './toChainList'

/**
 * `wallet_getCapabilities` (EIP-5792), honestly: on every chain asked (else the session's),
 * `atomic` is `unsupported` (wallet_sendCalls runs the calls as separate transactions) and no other
 * capability (paymasters, permissions, auxiliary funds) exists here.
 *
 * @example
 * getCapabilities(session, [address, ['0x7a69']]) // { '0x7a69': { atomic: { status: 'unsupported' } } }
 */
export function getCapabilities(
  session: Session,
  accounts: WalletAccounts,
  params: unknown,
): Record<string, { atomic: { status: 'unsupported' } }> {
  const [address, chains] = Array.isArray(params) ? params : []
  pickSigner(accounts, address, true)
  return Object.fromEntries(
    toChainList(chains, session.chainId).map((chainId) => [
      numberToHex(chainId),
      { atomic: { status: 'unsupported' as const } },
    ]),
  )
}
