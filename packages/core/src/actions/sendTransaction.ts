import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import type { NoActiveCaipAddressError } from '../errors/connection'
import type { ChainAdapterNotFoundError, NoActiveCaipNetworkError } from '../errors/network'
import {
  type NormalizeWalletErrorReturnType,
  normalizeWalletError,
} from '../errors/normalizeWalletError'
import { prepareTransaction } from './prepareTransaction'

export type SendTransactionParameters = {
  to: string
  value: bigint
  data?: string
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

export type SendTransactionErrorType =
  | NoActiveCaipAddressError
  | NoActiveCaipNetworkError
  | ChainAdapterNotFoundError
  | NormalizeWalletErrorReturnType

/**
 * Sends a transaction from the connected account on the active network; resolves to its hash.
 * Wallet errors are normalised (a refusal is `UserRejectedRequestError`).
 *
 * @example
 * const hash = await sendTransaction(core, { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n })
 */
export async function sendTransaction(
  core: AirlockCore,
  parameters: SendTransactionParameters,
): Promise<string> {
  const { adapter, transaction } = prepareTransaction(core, parameters)
  try {
    return await adapter.sendTransaction(transaction)
  } catch (error) {
    throw normalizeWalletError(error)
  }
}
