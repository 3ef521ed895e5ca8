import { BaseError, SessionExpiredError, UserRejectedRequestError } from '@airlock/core'

/** What the visitor asked the wallet for: the words of a failure depend on it. */
export type WalletActionKind = 'signature' | 'transaction'

/** A send that failed while the account held less than it tried to send (checked on the chain). */
export class NotEnoughEthError extends Error {
  override name = 'NotEnoughEthError'
}

/** Whether the wallet refused at the visitor's word (anywhere in the error's causes). */
export function isDeclined(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    null !== error.walk((cause) => cause instanceof UserRejectedRequestError)
  )
}

/**
 * The demo's own words for a failed wallet request. Core's errors carry the spec's words as
 * `shortMessage`, which are a wallet modal's words (`Signature declined` for any refusal,
 * `An error occurred` for a wallet error without a message); the page says what happened to the
 * thing the visitor asked for, and why when the wallet said why.
 *
 * @example
 * errorWords(new UserRejectedRequestError(), 'signature') // 'Signature declined'
 * errorWords(new UserRejectedRequestError(), 'transaction') // 'Transaction declined'
 */
export function errorWords(error: unknown, kind: WalletActionKind): string {
  if (isDeclined(error))
    return kind === 'transaction' ? 'Transaction declined' : 'Signature declined'
  // The session is gone whatever was asked: the visitor's next step is to connect again, and the
  // SDK's details (its topic id) say nothing to them.
  if (error instanceof SessionExpiredError) return error.shortMessage
  const details = error instanceof BaseError ? error.details : undefined
  if (kind === 'transaction') {
    if (error instanceof NotEnoughEthError)
      return 'Not enough ETH: this account holds less than it sends'
    if (details && /insufficient funds|exceeds balance|cannot pay/i.test(details)) {
      return 'Not enough ETH for this transaction and its network fee'
    }
    return details ? `Transaction failed: ${details}` : 'Transaction failed'
  }
  if (error instanceof BaseError)
    return details ? `${error.shortMessage}: ${details}` : error.shortMessage
  return error instanceof Error ? error.message : String(error)
}
