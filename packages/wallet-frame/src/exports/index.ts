export { WalletFrameError, type WalletFrameErrorParameters } from '../errors/base'
export {
  FrameInvalidRequestError,
  FrameLoadError,
  FrameNotSetError,
  FrameParentNotSetError,
  FrameReplyError,
  FrameRequestAbortedError,
  FrameRpcMethodNotAllowedError,
} from '../errors/frame'
export { WALLET_FRAME_ERROR_MESSAGES } from '../errors/messages'
export {
  DEFAULT_FRAME_CHAIN_ID,
  DEFAULT_FRAME_VERSION,
  FRAME_IFRAME_ID,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  FRAME_TIMED_REQUESTS,
  FRAME_Z_INDEX,
  RPC_NOT_ALLOWED_MESSAGE_DELAY_MS,
} from '../frame/constants'
export {
  type CreateWalletFrameParameters,
  createWalletFrame,
} from '../frame/createWalletFrame'
export type {
  FrameRequestArgs,
  FrameRequestOptions,
  PendingFrameRequest,
  WalletFrame,
  WalletFrameEvents,
} from '../frame/types'
export {
  type CreateFrameProviderParameters,
  createFrameProvider,
  type FrameProvider,
  type FrameProviderEvents,
  type FrameProviderRequest,
} from '../provider/createFrameProvider'
