/**
 * Names of the analytics events core tracks.
 *
 * @example
 * track({ event: TrackedEvents.SIWX_AUTH_SUCCESS })
 */
export const TrackedEvents = {
  SIWX_AUTH_SUCCESS: 'SIWX_AUTH_SUCCESS',
  SIWX_AUTH_ERROR: 'SIWX_AUTH_ERROR',
  CLICK_CANCEL_SIWX: 'CLICK_CANCEL_SIWX',
  ERROR_FETCH_TRANSACTIONS: 'ERROR_FETCH_TRANSACTIONS',
} as const

/** A tracked event name. */
export type TrackedEvent = (typeof TrackedEvents)[keyof typeof TrackedEvents]
