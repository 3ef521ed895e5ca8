import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import { NamespaceNotConfiguredError } from '../errors/network'
import type { RouterData } from '../state/types'
import type { View } from '../state/views'
import { isConnected } from './isConnected'
import { ModalEvents } from './modalEvents'
import { resetView } from './resetView'
import { trackEvent } from './trackEvent'

export type OpenModalParameters = {
  /** The view to open on. Default: `Account` when connected, `Connect` otherwise. */
  view?: View
  /** Make this namespace active first (its first configured network becomes active). */
  namespace?: ChainNamespace
  data?: RouterData
}

export type OpenModalErrorType = NamespaceNotConfiguredError

/**
 * Opens the modal on `view`, starting the router history there, and tracks `MODAL_OPEN` when it
 * was closed. Opening counts as the visitor's intent (analytics may start).
 *
 * @example
 * openModal(core) // Connect, or Account when connected
 * openModal(core, { view: 'Networks' })
 */
export function openModal(core: AirlockCore, parameters: OpenModalParameters = {}): void {
  const { chain } = core.state
  const { namespace } = parameters
  if (namespace !== undefined && namespace !== chain.activeNamespace) {
    const network = chain.networks.find((candidate) => candidate.chainNamespace === namespace)
    if (!network)
      throw new NamespaceNotConfiguredError({ metaMessages: [`Namespace: ${namespace}`] })
    chain.activeNamespace = namespace
    chain.activeNetwork = network
  }
  const view = parameters.view ?? (isConnected(core) ? 'Account' : 'Connect')
  const wasOpen = core.state.modal.open
  resetView(core, view, parameters.data)
  core.state.modal.open = true
  // Opening the modal is the visitor's intent too (a dapp's own button calls this on click).
  core.state.events.intent = true
  if (!wasOpen)
    trackEvent(core, {
      event: ModalEvents.MODAL_OPEN,
      properties: { connected: isConnected(core) },
    })
}
