import { type EmbeddedState, getEmbeddedWallet } from '@airlock/core'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'

/**
 * Whether the core's adapters have an embedded wallet, and its state (`core.state.embedded`,
 * re-rendering on every change).
 *
 * @example
 * const { available, embedded } = useEmbeddedWallet()
 */
export function useEmbeddedWallet(): { available: boolean; embedded: EmbeddedState } {
  const { core } = useAirlockInstance()
  const embedded = useSnapshot(core.state.embedded) as EmbeddedState
  return { available: getEmbeddedWallet(core) !== undefined, embedded }
}
