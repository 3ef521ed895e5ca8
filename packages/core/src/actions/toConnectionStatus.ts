import type { ConnectionStatus } from '../state/types'

/**
 * Maps a lower layer's status onto the three of SPEC.md §4: `reconnecting` becomes `connecting`
 * (SPEC-READINGS.md "Behaviour").
 *
 * @example
 * toConnectionStatus('reconnecting') // 'connecting'
 */
export function toConnectionStatus(status: ConnectionStatus | 'reconnecting'): ConnectionStatus {
  return status === 'reconnecting' ? 'connecting' : status
}
