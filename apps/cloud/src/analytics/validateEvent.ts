import { httpError } from '../server/httpError'

/** An analytics event as POST /e receives it (SPEC §7). */
export type AnalyticsEvent = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: Record<string, unknown>
}

/** Bytes of `props` once serialised; events are small, a bigger one is a bug or abuse. */
export const maxPropsBytes = 16 * 1024
const eventIdPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{7,127}$/
const domainPattern = /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/

/**
 * Checks an event body field by field; the first problem is a 400 naming the field (a 413 when
 * `props` is too large).
 *
 * @example
 * validateEvent({ eventId: crypto.randomUUID(), url: 'http://127.0.0.1:5173/', domain: '127.0.0.1:5173', timestamp: Date.now(), props: { event: 'MODAL_OPEN' } })
 */
export function validateEvent(body: unknown): AnalyticsEvent {
  if (!isObject(body)) return invalid('body', 'a JSON object')
  const { eventId, url, domain, timestamp, props } = body
  if (typeof eventId !== 'string' || !eventIdPattern.test(eventId))
    return invalid('eventId', 'a uuid-like string of 8-128 letters, digits, - or _')
  if (typeof url !== 'string' || url.length > 2048 || !isHttpUrl(url))
    return invalid('url', 'an http(s) URL of at most 2048 characters')
  if (typeof domain !== 'string' || !domainPattern.test(domain))
    return invalid('domain', 'a host name, optionally with a port')
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp < 0)
    return invalid('timestamp', 'milliseconds since the epoch, a non-negative integer')
  if (!isObject(props)) return invalid('props', 'a JSON object')
  const size = Buffer.byteLength(JSON.stringify(props))
  if (size > maxPropsBytes)
    httpError(413, 'Payload Too Large', {
      reason: `props is ${size} bytes, at most ${maxPropsBytes}`,
    })
  return { eventId, url, domain, timestamp, props }
}

function invalid(field: string, expected: string): never {
  return httpError(400, 'Invalid analytics event', {
    field,
    reason: `${field} must be ${expected}`,
  })
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isHttpUrl(value: string): boolean {
  try {
    const protocol = new URL(value).protocol
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}
