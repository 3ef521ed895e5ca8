import type { OpenModalParameters, View } from '@airlock/core'
import { useMemo } from 'react'
import { useAirlockInstance } from './useAirlockInstance'

export type UseAirlockReturnType = {
  /** Opens the modal, on `view` when given. */
  open(parameters?: OpenModalParameters | View): void
  /** Closes it; `false` when refused (the modal shakes). */
  close(): boolean
}

/**
 * Opens and closes the modal.
 *
 * @example
 * const { open } = useAirlock()
 * <button onClick={() => open({ view: 'Networks' })}>Network</button>
 */
export function useAirlock(): UseAirlockReturnType {
  const airlock = useAirlockInstance()
  return useMemo(() => ({ open: airlock.open, close: airlock.close }), [airlock])
}
