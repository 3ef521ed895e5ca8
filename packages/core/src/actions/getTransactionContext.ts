import { getAdapter } from '../adapter/getAdapter'
import type { ChainAdapter } from '../adapter/types'
import { parseCaipAddress } from '../caip/parseCaipAddress'
import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import { NoActiveCaipAddressError } from '../errors/connection'
import { NoActiveCaipNetworkError } from '../errors/network'
import { getNetworkByCaipId } from '../networks/getNetworkByCaipId'
import type { Network } from '../networks/types'
import { getAccount } from './getAccount'

/**
 * The adapter, sender and network a transaction on `namespace` (default: the active one) uses.
 * Throws `No ActiveCaipAddress found` without an account and `No ActiveCaipNetwork or client found`
 * when its wallet is on a network that is not configured.
 *
 * @example
 * const { adapter, address, network } = getTransactionContext(core)
 */
export function getTransactionContext(
  core: AirlockCore,
  namespace?: ChainNamespace,
): { adapter: ChainAdapter; address: string; network: Network } {
  const { chain } = core.state
  const target = namespace ?? chain.activeNamespace
  const account = getAccount(core, target)
  if (account?.address === undefined || account.caipAddress === undefined) {
    throw new NoActiveCaipAddressError()
  }
  const network =
    target === chain.activeNamespace
      ? chain.unsupportedCaipNetworkId === undefined
        ? chain.activeNetwork
        : undefined
      : getNetworkByCaipId(chain.networks, parseCaipAddress(account.caipAddress).caipNetworkId)
  if (!network) throw new NoActiveCaipNetworkError()
  return { adapter: getAdapter(core, target), address: account.address, network }
}
