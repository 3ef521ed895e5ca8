import type { AirlockCore } from '../createAirlockCore'
import type { NoActiveCaipAddressError } from '../errors/connection'
import type { ChainAdapterNotFoundError, NoActiveCaipNetworkError } from '../errors/network'
import {
  type NormalizeWalletErrorReturnType,
  normalizeWalletError,
} from '../errors/normalizeWalletError'
import { prepareTransaction } from './prepareTransaction'
import type { SendTransactionParameters } from './sendTransaction'

/** What to estimate: the same as a send. */
export type EstimateGasParameters = SendTransactionParameters

export type EstimateGasErrorType =
  | NoActiveCaipAddressError
  | NoActiveCaipNetworkError
  | ChainAdapterNotFoundError
  | NormalizeWalletErrorReturnType

/**
 * Estimates the gas of a transaction from the connected account on the active network.
 * Wallet errors are normalised (a refusal is `UserRejectedRequestError`).
 *
 * @example
 * const gas = await estimateGas(core, { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n })
 */
export async function estimateGas(
  core: AirlockCore,
  parameters: EstimateGasParameters,
): Promise<bigint> {
  const { adapter, transaction } = prepareTransaction(core, parameters)
  try {
    return await adapter.estimateGas(transaction)
  } catch (error) {
    throw normalizeWalletError(error)
  }
}
