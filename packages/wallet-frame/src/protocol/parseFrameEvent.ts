import {
  APP_EVENT_NAMES,
  ERROR_SUFFIX,
  FRAME_EVENT_PREFIX,
  PROTOCOL_LIMITS,
  SUCCESS_SUFFIX,
} from './constants'
import {
  frameErrorSchemas,
  frameReadySchema,
  frameSessionUpdateSchema,
  frameSuccessSchemas,
} from './frameEventSchemas'
import { isBoundedJson } from './isBoundedJson'
import type { AppEventName, FrameEvent } from './types'

const NAMES: ReadonlySet<string> = /*#__PURE__*/ new Set(APP_EVENT_NAMES)

function schemaFor(rest: string) {
  if (rest === 'READY') return frameReadySchema
  if (rest === 'SESSION_UPDATE') return frameSessionUpdateSchema
  if (rest.endsWith(SUCCESS_SUFFIX)) {
    const name = rest.slice(0, -SUCCESS_SUFFIX.length)
    return NAMES.has(name) ? frameSuccessSchemas[name as AppEventName] : undefined
  }
  if (rest.endsWith(ERROR_SUFFIX)) {
    const name = rest.slice(0, -ERROR_SUFFIX.length)
    return NAMES.has(name) ? frameErrorSchemas[name as AppEventName] : undefined
  }
  return undefined
}

/**
 * Reads a message the frame sent to the page. Returns the typed event (READY, SESSION_UPDATE, or
 * a `<EVENT>_SUCCESS` / `<EVENT>_ERROR` reply), or `undefined` when the data is not one: not
 * plain bounded JSON, a type without the `@w3m-frame/` prefix, an unknown event, or a payload
 * that fails its schema. Never throws. The caller still checks `event.origin` and
 * `event.source` (the frame client does).
 *
 * @example
 * const frameEvent = parseFrameEvent(event.data)
 * if (frameEvent?.type === '@w3m-frame/READY') console.log(frameEvent.payload.version)
 */
export function parseFrameEvent(data: unknown): FrameEvent | undefined {
  try {
    if (!isBoundedJson(data, PROTOCOL_LIMITS.rpcResult)) return undefined
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined
    const type: unknown = (data as { type?: unknown }).type
    if (typeof type !== 'string' || type.length > PROTOCOL_LIMITS.typeLength) return undefined
    if (!type.startsWith(FRAME_EVENT_PREFIX)) return undefined
    const schema = schemaFor(type.slice(FRAME_EVENT_PREFIX.length))
    if (!schema) return undefined
    const result = schema.safeParse(data)
    return result.success ? (result.data as FrameEvent) : undefined
  } catch {
    return undefined
  }
}
