import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import type { NoActiveCaipAddressError } from '../errors/connection'
import type { ChainAdapterNotFoundError, NoActiveCaipNetworkError } from '../errors/network'
import {
  type NormalizeWalletErrorReturnType,
  normalizeWalletError,
} from '../errors/normalizeWalletError'
import { getTransactionContext } from './getTransactionContext'

export type EstimateGasParameters = {
  to: string
  value: bigint
  data?: string
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

export type EstimateGasErrorType =
  | NoActiveCaipAddressError
  | NoActiveCaipNetworkError
  | ChainAdapterNotFoundError
  | NormalizeWalletErrorReturnType

/**
 * Estimates the gas of a transaction from the connected account on the active network.
 * Wallet errors are normalised (a refusal is `UserRejectedRequestError`). SPEC.md §5 (insufficient gas).
 *
 * @example
 * const gas = await estimateGas(core, { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n })
 */
export async function estimateGas(
  core: AirlockCore,
  parameters: EstimateGasParameters,
): Promise<bigint> {
  const { adapter, address, network } = getTransactionContext(core, parameters.namespace)
  try {
    return await adapter.estimateGas({
      address,
      network,
      to: parameters.to,
      value: parameters.value,
      ...(parameters.data === undefined ? {} : { data: parameters.data }),
    })
  } catch (error) {
    throw normalizeWalletError(error)
  }
}
