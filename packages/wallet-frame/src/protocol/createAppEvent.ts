import { APP_EVENT_PREFIX } from './constants'
import type { AppEventName, AppEventOf, AppEventPayloads } from './types'

/** The payload argument of {@link createAppEvent}: omitted for events without one. */
export type AppEventPayloadArgs<K extends AppEventName> = undefined extends AppEventPayloads[K]
  ? [payload?: AppEventPayloads[K]]
  : [payload: AppEventPayloads[K]]

/**
 * Builds the app event `name` with request id `id`.
 *
 * @example
 * createAppEvent('CONNECT_EMAIL', createRequestId(), { email: 'alice@example.com' })
 * // { type: '@w3m-app/CONNECT_EMAIL', id: '…', payload: { email: 'alice@example.com' } }
 */
export function createAppEvent<K extends AppEventName>(
  name: K,
  id: string,
  ...[payload]: AppEventPayloadArgs<K>
): AppEventOf<K> {
  const type = `${APP_EVENT_PREFIX}${name}` as const
  return (payload === undefined ? { type, id } : { type, id, payload }) as AppEventOf<K>
}
