/**
 * What the secure site answers when a login step fails. The spec does not name these (SPEC §8
 * lists only the 30 s retry message, which comes from core's catalogue); the frame relays them in
 * its ERROR reply and the modal shows them as they are.
 */
export const secureSiteMessages = {
  invalidCode: 'Invalid code',
  codeExpired: 'Code expired, request a new one',
  tooManyAttempts: 'Too many attempts, request a new code',
  unknownFlow: 'This login is no longer valid, start again',
  deviceNotVerified: 'Device not verified yet',
  notSignedIn: 'Not signed in',
  invalidSignature: 'Invalid request signature',
  staleRequest: 'Request expired, check the device clock',
  replayedRequest: 'Request already used',
  socialDenied: 'Social login was cancelled',
  socialCallbackTitle: 'Almost done',
  socialCallbackText: 'Go back to the app to finish signing in. You can close this window.',
  socialCallbackBack: 'Back to the app',
  emailTaken: 'This email is already in use',
  sameEmail: 'This is already your email',
  invalidEmail: 'Invalid email',
  unknownProject: 'Invalid Project ID',
  socialFailed: 'Social login failed',
  socialPending: 'Social login not finished yet',
  farcasterPending: 'Farcaster login not finished yet',
  farcasterInvalid: 'Invalid Farcaster signature',
  methodNotAllowed: 'Requested RPC call is not allowed',
  // In-frame approval (src/rpc, src/frame/approval): a request is signed only as shown.
  cannotDisplay: 'This request cannot be shown in the wallet, so it was not signed',
  notConfirmed: 'This request was not approved in the wallet',
  preparedMismatch: 'The approved request does not match the request',
  callCannotRun: 'A call of this request cannot run',
  insufficientFunds: 'Insufficient funds for gas * price + value',
  atomicUnsupported: 'Atomic batches are not supported',
  capabilityUnsupported: 'Unsupported capability',
  duplicateBatchId: 'A batch with this id was already sent',
  unknownBatchId: 'Unknown batch id',
  smartAccountsDisabled: 'This application might not support Smart Accounts',
  sponsorLimitReached: 'Daily gas sponsorship limit reached for this wallet, try again tomorrow',
  accountCommandRefused:
    'This signature would let anyone move funds out of your smart account, so it was not signed',
  exportNeedsEmail:
    'This wallet has no email address, so its key cannot be exported: export needs a code sent by email',
  chainNotSupported: 'Chain is not supported',
  // Solana requests (src/solana).
  solanaNotSigner: 'This transaction is not to be signed by this account',
  solanaWrongAccount: 'This request is for another account',
  solanaInvalidParams: 'Invalid Solana request parameters',
  rpcFailed: 'The network did not answer',
  forbiddenOrigin: 'Forbidden',
  payloadTooLarge: 'Payload Too Large',
} as const
