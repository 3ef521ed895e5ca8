import type { ConnectionStatus } from '../state/types'

/**
 * Maps a lower layer's status onto the three core knows (`connecting`, `connected`,
 * `disconnected`): `reconnecting` becomes `connecting`.
 *
 * @example
 * toConnectionStatus('reconnecting') // 'connecting'
 */
export function toConnectionStatus(status: ConnectionStatus | 'reconnecting'): ConnectionStatus {
  return status === 'reconnecting' ? 'connecting' : status
}
