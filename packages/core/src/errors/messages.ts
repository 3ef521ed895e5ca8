/**
 * Every error and alert message core shows or throws (and the HTTP status message), keyed by a
 * stable id. These literals are the contract: error classes use them as `shortMessage`, the UI
 * shows them. Parameterised messages are functions below (`pleaseTryAgainAfter`,
 * `errorRegisteringName`, `httpStatusCode`); their templates are kept here so the words live in one
 * place.
 *
 * @example
 * throw new BaseError(ErrorMessages.NETWORK_NOT_FOUND) // 'Network not found'
 */
export const ErrorMessages = {
  // SPEC.md §8 "Shown to the user"
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  TRANSACTION_STARTED: 'Transaction started',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  FAILED_TO_SEND_TRANSACTION: 'Failed to send transaction. Please try again.',
  INVALID_AMOUNT_OR_RECEIVER: 'Please enter a valid amount and receiver address',
  AUTH_INITIALIZATION_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNTS_NOT_SUPPORTED: 'This application might not support Smart Accounts',
  AUTHENTICATING: 'Authenticating...',
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  /** Template of `pleaseTryAgainAfter(seconds)`. */
  PLEASE_TRY_AGAIN_AFTER: 'Please try again after {seconds} seconds',
  SOCIALS_TIMEOUT: 'SOCIALS_TIMEOUT',

  // SPEC.md §8 "Other alerts"
  NETWORK_NOT_FOUND_ALERT: 'Network Not Found',
  SESSION_EXPIRED: 'Session Expired',
  INVALID_PROJECT_ID: 'Invalid Project ID',
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
  SWITCH_NETWORK_NOT_FOUND: 'switch network not found',

  // SPEC.md §8 "Other errors"
  UNABLE_TO_LOAD_EMAIL_LOGIN_DEPENDENCY: 'Unable to load email login dependency',
  REQUEST_ABORTED: 'Request was aborted',
  AN_ERROR_OCCURRED: 'An error occurred',
  FRAME_IFRAME_NOT_SET: 'W3mFrame: iframe is not set',
  FRAME_PARENT_NOT_SET: 'W3mFrame: parent is not set',
  RPC_METHOD_NOT_ALLOWED: 'Requested RPC call is not allowed',
  ACTION_NOT_ALLOWED: 'Action not allowed',
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  NO_ACTIVE_CAIP_NETWORK_OR_CLIENT: 'No ActiveCaipNetwork or client found',
  NO_CONNECTION_CONTROLLER_CLIENT: 'No ConnectionController client found',
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
  TRANSACTIONS_NEED_ACCOUNT_ADDRESS: "Transactions can't be fetched without an accountAddress",
  GAS_PRICE_NETWORK_NOT_SUPPORTED: 'Network not supported for Gas Price',
  SWAPS_NETWORK_NOT_SUPPORTED: 'Network not supported for Swaps',
  FAILED_TO_DISCONNECT: 'Failed to disconnect',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  ERROR_RESOLVING_NAME: 'Error resolving name',
  ERROR_FETCHING_NAME_SUGGESTIONS: 'Error fetching name suggestions',
  ERROR_FETCHING_NAMES_FOR_ADDRESS: 'Error fetching names for address',
  /** Template of `errorRegisteringName(name)`. */
  ERROR_REGISTERING_NAME: 'Error registering name {name}',
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  SIGN_CLIENT_NOT_INITIALIZED: 'Sign Client not initialized',
  CONNECT_BEFORE_REQUEST: 'Please call connect() before request()',
  NAMESPACE_NOT_CONFIGURED: 'Namespace is not configured',
  NO_RPC_URL_FOR_CHAIN_ID: 'No RPC url provided for chainId',
  JSON_RPC_PROVIDER_NOT_FOUND: 'JSON-RPC provider not found',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  INVALID_CAIP_ADDRESS: 'Invalid CAIP Address',
  /** Prefix of quiet local-storage failure logs, e.g. `Unable to set item`. */
  UNABLE_TO_PREFIX: 'Unable to',

  // SPEC.md §7
  /** Template of `httpStatusCode(status)`. */
  HTTP_STATUS_CODE: 'HTTP status code: {status}',

  // SPEC.md §5 default validation messages (set explicitly in every schema, SPEC-READINGS)
  REQUIRED: 'Required',
  INVALID_INPUT: 'Invalid input',
  INVALID_EMAIL: 'Invalid email',

  // Ours: SPEC.md §5 says a network id has two parts but names no message.
  INVALID_CAIP_NETWORK_ID: 'Invalid CAIP Network ID',
  // Ours: the spec names no message for a wallet request whose outcome the page cannot know.
  REQUEST_MAY_STILL_COMPLETE:
    "The request may still complete. Check the wallet's activity before trying again.",
  // Ours: smart sessions (the `smartSessions` feature); the spec names no message.
  SMART_SESSIONS_NOT_ENABLED: 'Smart sessions are not enabled',
  PERMISSION_NOT_FOUND: 'Permission not found',
} as const

/** Id of a message in {@link ErrorMessages}. */
export type ErrorMessageId = keyof typeof ErrorMessages
