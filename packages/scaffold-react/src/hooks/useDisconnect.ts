import { disconnect } from '@airlock/core'
import { useCallback } from 'react'
import type { ChainNamespace } from '../internal/coreTypes'
import { useAirlockInstance } from './useAirlockInstance'

export type UseDisconnectReturnType = {
  /** Ends the session (every namespace, or one); rejects with `Failed to disconnect`. */
  disconnect(parameters?: { namespace?: ChainNamespace }): Promise<void>
}

/**
 * Disconnects the wallet. The local session is forgotten even when the wallet fails to answer.
 *
 * @example
 * const { disconnect } = useDisconnect()
 * await disconnect()
 */
export function useDisconnect(): UseDisconnectReturnType {
  const { core } = useAirlockInstance()
  const run = useCallback(
    (parameters: { namespace?: ChainNamespace } = {}) => disconnect(core, parameters),
    [core],
  )
  return { disconnect: run }
}
