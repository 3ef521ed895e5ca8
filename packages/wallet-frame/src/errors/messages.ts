/** The error messages this package throws, verbatim. */
export const WALLET_FRAME_ERROR_MESSAGES = {
  /** The frame did not load (iframe error, or no READY in time). */
  FRAME_LOAD: 'Unable to load email login dependency',
  /** A time-out, a rejection of pending requests, `destroy()` or the caller's AbortSignal. */
  REQUEST_ABORTED: 'Request was aborted',
  /** An error reply without a message. */
  ERROR_OCCURRED: 'An error occurred',
  /** There is no iframe window to post to. */
  IFRAME_NOT_SET: 'W3mFrame: iframe is not set',
  /** The frame page has no parent window to answer (it was opened on its own). */
  PARENT_NOT_SET: 'W3mFrame: parent is not set',
  /** A method outside the provider's allow-list. */
  RPC_METHOD_NOT_ALLOWED: 'Requested RPC call is not allowed',
  /** A request payload that fails its schema (the default validation message). */
  INVALID_INPUT: 'Invalid input',
} as const
