/**
 * Names of the events the connection actions track, beside `TrackedEvents` (the
 * same names the AppKit modal tracks for these steps).
 */
export const ConnectionEvents = {
  SELECT_WALLET: 'SELECT_WALLET',
  CONNECT_SUCCESS: 'CONNECT_SUCCESS',
  CONNECT_ERROR: 'CONNECT_ERROR',
  DISCONNECT_SUCCESS: 'DISCONNECT_SUCCESS',
  DISCONNECT_ERROR: 'DISCONNECT_ERROR',
} as const
