import { UnsupportedChainError } from '../errors/network'
import { InvalidSendParametersError } from '../errors/send'
import { isValidAddress } from './isValidAddress'

/** Parameters of {@link validateSendParameters}. */
export type ValidateSendParametersParameters = {
  /** Namespace of the active network. */
  namespace: string
  /** The token amount as typed (a decimal string) or a number. */
  amount: string | number | undefined
  /** The receiver's address (names are resolved before this check). */
  receiverAddress: string | undefined
}

/** The checked parameters. */
export type ValidateSendParametersReturnType = {
  namespace: 'eip155' | 'solana'
  amount: string
  receiverAddress: string
}

/** Errors {@link validateSendParameters} throws. */
export type ValidateSendParametersErrorType = UnsupportedChainError | InvalidSendParametersError

const AMOUNT = /^(\d+\.?\d*|\.\d+)$/

function isPositiveAmount(amount: string): boolean {
  return AMOUNT.test(amount) && /[1-9]/.test(amount)
}

/**
 * Checks a send before it starts: the namespace must be eip155 or solana (else
 * `Unsupported chain`), and there must be a positive amount and a receiver address valid for the
 * namespace (else `Please enter a valid amount and receiver address`, on EVM and Solana alike).
 *
 * @example
 * validateSendParameters({ namespace: 'solana', amount: '', receiverAddress: undefined })
 * // throws InvalidSendParametersError
 */
export function validateSendParameters({
  namespace,
  amount,
  receiverAddress,
}: ValidateSendParametersParameters): ValidateSendParametersReturnType {
  if (namespace !== 'eip155' && namespace !== 'solana') {
    throw new UnsupportedChainError({ metaMessages: [`Namespace: ${namespace}`] })
  }
  const amountText = typeof amount === 'number' ? String(amount) : (amount ?? '').trim()
  const receiver = receiverAddress?.trim() ?? ''
  if (!isPositiveAmount(amountText) || !isValidAddress(receiver, namespace)) {
    throw new InvalidSendParametersError({
      metaMessages: [`Amount: ${amountText || '(none)'}`, `Receiver: ${receiver || '(none)'}`],
    })
  }
  return { namespace, amount: amountText, receiverAddress: receiver }
}
