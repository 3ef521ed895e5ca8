import type { CaipNetworkId, ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import { getNetworkByCaipId } from '../networks/getNetworkByCaipId'
import { leaveUnsupportedChain } from './leaveUnsupportedChain'
import { openModal } from './openModal'
import { pushView } from './pushView'
import { resetSend } from './resetSend'
import { setActiveNetwork } from './setActiveNetwork'

export type SyncNetworkParameters = {
  namespace: ChainNamespace
  /** The network the wallet reports it is on. */
  caipNetworkId: CaipNetworkId
}

/**
 * Follows a network change the wallet reports. The account's
 * CAIP address moves to the new network. On the active namespace, a configured network becomes
 * active (the send form resets); any other network opens `UnsupportedChain`, unless
 * `allowUnsupportedChain` is set or `enableNetworkSwitch` is false.
 *
 * @example
 * syncNetwork(core, { namespace: 'eip155', caipNetworkId: 'eip155:8453' })
 */
export function syncNetwork(core: AirlockCore, parameters: SyncNetworkParameters): void {
  const { namespace, caipNetworkId } = parameters
  const { chain } = core.state
  const account = chain.accounts[namespace]
  if (account?.address !== undefined) account.caipAddress = `${caipNetworkId}:${account.address}`
  if (namespace !== chain.activeNamespace) return

  const network = getNetworkByCaipId(chain.networks, caipNetworkId)
  const current = chain.unsupportedCaipNetworkId ?? chain.activeNetwork.caipNetworkId
  if (current !== caipNetworkId) resetSend(core)
  if (network) {
    setActiveNetwork(core, network)
    leaveUnsupportedChain(core)
    return
  }
  chain.unsupportedCaipNetworkId = caipNetworkId
  const { allowUnsupportedChain, enableNetworkSwitch } = core.options
  if (allowUnsupportedChain || !enableNetworkSwitch) return
  if (core.state.modal.open) pushView(core, 'UnsupportedChain')
  else openModal(core, { view: 'UnsupportedChain' })
}
