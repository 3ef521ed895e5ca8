import { WalletFrameError, type WalletFrameErrorParameters } from './base'
import { WALLET_FRAME_ERROR_MESSAGES } from './messages'

/** The secure frame could not be loaded. Message: `Unable to load email login dependency`. */
export class FrameLoadError extends WalletFrameError {
  override name = 'FrameLoadError'
  constructor(parameters: WalletFrameErrorParameters = {}) {
    super(WALLET_FRAME_ERROR_MESSAGES.FRAME_LOAD, parameters)
  }
}

/**
 * A request was aborted: its time-out passed, pending requests were rejected, the frame was
 * destroyed or the caller aborted it. Message: `Request was aborted`.
 */
export class FrameRequestAbortedError extends WalletFrameError {
  override name = 'FrameRequestAbortedError'
  constructor(parameters: WalletFrameErrorParameters = {}) {
    super(WALLET_FRAME_ERROR_MESSAGES.REQUEST_ABORTED, parameters)
  }
}

/**
 * The frame answered with an error reply: its message, or `An error occurred` when it sent
 * none; `code` is the reply's code (e.g. 4001 for a refusal), if any.
 */
export class FrameReplyError extends WalletFrameError {
  override name = 'FrameReplyError'
  constructor(message: string | undefined, parameters: WalletFrameErrorParameters = {}) {
    super(message || WALLET_FRAME_ERROR_MESSAGES.ERROR_OCCURRED, parameters)
  }
}

/** There is no iframe window to post to. Message: `W3mFrame: iframe is not set`. */
export class FrameNotSetError extends WalletFrameError {
  override name = 'FrameNotSetError'
  constructor(parameters: WalletFrameErrorParameters = {}) {
    super(WALLET_FRAME_ERROR_MESSAGES.IFRAME_NOT_SET, parameters)
  }
}

/**
 * For the frame page (the secure site): there is no parent window to answer.
 * Message: `W3mFrame: parent is not set`.
 */
export class FrameParentNotSetError extends WalletFrameError {
  override name = 'FrameParentNotSetError'
  constructor(parameters: WalletFrameErrorParameters = {}) {
    super(WALLET_FRAME_ERROR_MESSAGES.PARENT_NOT_SET, parameters)
  }
}

/**
 * A method outside the provider's allow-list. Message: `Requested RPC call is not
 * allowed`; EIP-1193 code 4200 (unsupported method).
 */
export class FrameRpcMethodNotAllowedError extends WalletFrameError {
  override name = 'FrameRpcMethodNotAllowedError'
  /** The refused method. */
  readonly method: string
  constructor(method: string, parameters: WalletFrameErrorParameters = {}) {
    super(WALLET_FRAME_ERROR_MESSAGES.RPC_METHOD_NOT_ALLOWED, {
      details: `Method: ${method}`,
      code: 4200,
      ...parameters,
    })
    this.method = method
  }
}

/**
 * A request whose payload does not pass its schema, refused before it is posted (the frame would
 * drop it and the request would wait for nothing). Message: `Invalid input`.
 */
export class FrameInvalidRequestError extends WalletFrameError {
  override name = 'FrameInvalidRequestError'
  constructor(parameters: WalletFrameErrorParameters = {}) {
    super(WALLET_FRAME_ERROR_MESSAGES.INVALID_INPUT, parameters)
  }
}
