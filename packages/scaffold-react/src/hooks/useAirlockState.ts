import type { View } from '@airlock/core'
import { useSnapshot } from 'valtio/react'
import type { CaipNetworkId, ChainNamespace } from '../internal/coreTypes'
import { useAirlockInstance } from './useAirlockInstance'

export type UseAirlockStateReturnType = {
  /** Whether the modal is open. */
  open: boolean
  /** Whether the modal shows its loading cover. */
  loading: boolean
  /** The modal's current view. */
  view: View
  /** The active namespace. */
  activeChain: ChainNamespace
  /** The active network's CAIP-2 id. */
  selectedNetworkId: CaipNetworkId
}

/**
 * The modal's flags and the active chain (open and loading).
 *
 * @example
 * const { open, view } = useAirlockState()
 */
export function useAirlockState(): UseAirlockStateReturnType {
  const { core } = useAirlockInstance()
  const { modal, router, chain } = useSnapshot(core.state)
  return {
    open: modal.open,
    loading: modal.loading,
    view: router.view,
    activeChain: chain.activeNamespace,
    selectedNetworkId: chain.activeNetwork.caipNetworkId,
  }
}
