import type { ChainAdapter, ChainAdapterTransactionParameters } from '../adapter/types'
import type { AirlockCore } from '../createAirlockCore'
import { getTransactionContext } from './getTransactionContext'
import type { SendTransactionParameters } from './sendTransaction'

/**
 * The adapter and the adapter-level transaction (sender and network filled in) for a send or a gas
 * estimate on the connected account. Throws like {@link getTransactionContext}.
 *
 * @example
 * const { adapter, transaction } = prepareTransaction(core, { to: '0x...', value: 1n })
 */
export function prepareTransaction(
  core: AirlockCore,
  parameters: SendTransactionParameters,
): { adapter: ChainAdapter; transaction: ChainAdapterTransactionParameters } {
  const { adapter, address, network } = getTransactionContext(core, parameters.namespace)
  return {
    adapter,
    transaction: {
      address,
      network,
      to: parameters.to,
      value: parameters.value,
      ...(parameters.data === undefined ? {} : { data: parameters.data }),
    },
  }
}
