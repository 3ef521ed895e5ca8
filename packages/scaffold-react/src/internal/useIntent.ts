import { markIntent } from '@airlock/core'
import { useCallback } from 'react'
import { useAirlockInstance } from '../hooks/useAirlockInstance'
import { loadModal } from '../modal/loadModal'

/**
 * The visitor's intent on a connect control (hover, focus): tells core (analytics may start) and
 * prefetches the modal's chunk so the click opens it at once (DESIGN.md "Performance").
 */
export function useIntent(): () => void {
  const { core } = useAirlockInstance()
  return useCallback(() => {
    if (core.state.events.intent) return
    markIntent(core)
    loadModal().catch(() => undefined)
  }, [core])
}
