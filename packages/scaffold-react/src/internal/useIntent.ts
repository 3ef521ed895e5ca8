import { markIntent } from '@airlock/core'
import { useCallback } from 'react'
import { useAirlockInstance } from '../hooks/useAirlockInstance'
import { prepareOpening } from '../modal/ViewRouter'

/**
 * The visitor's intent on a connect control (hover, focus): tells core (analytics may start) and
 * readies what the modal opens on (the Connect view's registry request, or the Account view's
 * chunk for a connected visitor), so the click opens it at once.
 */
export function useIntent(): () => void {
  const { core } = useAirlockInstance()
  return useCallback(() => {
    if (core.state.events.intent) return
    markIntent(core)
    prepareOpening(core).catch(() => undefined)
  }, [core])
}
