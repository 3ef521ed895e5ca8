import { WALLET_ERROR_CODES } from '../constants/rpc'
import { BaseError, type BaseErrorParameters } from './base'
import { ErrorMessages } from './messages'

/**
 * Thrown when a request is aborted (time-out or rejection of pending requests).
 * Message: `Request was aborted`; the UI shows `Something went wrong` with this as its cause.
 */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.REQUEST_ABORTED, parameters)
  }
}

/**
 * The page stopped waiting for an embedded-wallet request it could not cancel (the frame did not
 * acknowledge the cancel, or went away while the request was out): the visitor may have approved
 * it, so it may still be signed or sent. Never reported as a rejection, which would invite a
 * second, duplicate attempt.
 */
export class RequestOutcomeUnknownError extends BaseError {
  override name = 'RequestOutcomeUnknownError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.REQUEST_MAY_STILL_COMPLETE, parameters)
  }
}

/**
 * The visitor refused a wallet request (EIP-1193 code 4001), treated as a rejected request. The
 * short message is `Signature declined`, the only catalogue message for a refusal; views that
 * refuse something other than a signature (connect, switch network) check `instanceof
 * UserRejectedRequestError` and choose their own text.
 */
export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.SIGNATURE_DECLINED, {
      code: WALLET_ERROR_CODES.USER_REJECTED,
      ...parameters,
    })
  }
}

/**
 * Thrown by the auth connector for a method outside its allow-list.
 * Message: `Requested RPC call is not allowed` (the UI shows `Action not allowed` 300 ms later).
 */
export class RpcMethodNotAllowedError extends BaseError {
  override name = 'RpcMethodNotAllowedError'
  /** The refused method. */
  readonly method: string | undefined
  constructor({
    method,
    ...parameters
  }: { method?: string | undefined } & BaseErrorParameters = {}) {
    super(
      ErrorMessages.RPC_METHOD_NOT_ALLOWED,
      method === undefined ? parameters : { metaMessages: [`Method: ${method}`], ...parameters },
    )
    this.method = method
  }
}
