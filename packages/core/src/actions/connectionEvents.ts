/**
 * Names of the events the connection actions track, beside SPEC.md §8's `TrackedEvents` (the spec
 * lists those only; these names are the ones the system it describes uses).
 */
export const ConnectionEvents = {
  SELECT_WALLET: 'SELECT_WALLET',
  CONNECT_SUCCESS: 'CONNECT_SUCCESS',
  CONNECT_ERROR: 'CONNECT_ERROR',
  DISCONNECT_SUCCESS: 'DISCONNECT_SUCCESS',
  DISCONNECT_ERROR: 'DISCONNECT_ERROR',
} as const
