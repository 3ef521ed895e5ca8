import { appEventSchemas } from './appEventSchemas'
import { APP_EVENT_PREFIX, PROTOCOL_LIMITS } from './constants'
import { isBoundedJson } from './isBoundedJson'
import type { AppEvent, AppEventName } from './types'

/**
 * Reads a message the page sent to the frame. Returns the typed event, or `undefined` when the
 * data is not one: not plain bounded JSON, a type without the `@w3m-app/` prefix, an unknown
 * event, or a payload that fails its schema. Never throws. The caller still checks
 * `event.origin` against the allowed dapp origins and `event.source` against the parent.
 *
 * @example
 * window.addEventListener('message', (event) => {
 *   if (event.source !== window.parent || !allowedOrigins.has(event.origin)) return
 *   const appEvent = parseAppEvent(event.data)
 *   if (appEvent?.type === '@w3m-app/CONNECT_EMAIL') sendCode(appEvent.payload.email)
 * })
 */
export function parseAppEvent(data: unknown): AppEvent | undefined {
  try {
    if (!isBoundedJson(data, PROTOCOL_LIMITS.rpcParams)) return undefined
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined
    const type: unknown = (data as { type?: unknown }).type
    if (typeof type !== 'string' || type.length > PROTOCOL_LIMITS.typeLength) return undefined
    if (!type.startsWith(APP_EVENT_PREFIX)) return undefined
    const name = type.slice(APP_EVENT_PREFIX.length)
    if (!Object.hasOwn(appEventSchemas, name)) return undefined
    const result = appEventSchemas[name as AppEventName].safeParse(data)
    return result.success ? (result.data as AppEvent) : undefined
  } catch {
    return undefined
  }
}
