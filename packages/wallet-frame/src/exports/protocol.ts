export { type AppEventSchemas, appEventSchemas } from '../protocol/appEventSchemas'
export {
  APP_EVENT_NAMES,
  APP_EVENT_PREFIX,
  CONNECT_EMAIL_ACTIONS,
  ERROR_SUFFIX,
  FRAME_ACCOUNT_TYPES,
  FRAME_EVENT_PREFIX,
  FRAME_PUSH_EVENT_NAMES,
  FRAME_SOCIAL_PROVIDERS,
  FRAME_USER_REJECTED,
  PROTOCOL_LIMITS,
  SUCCESS_SUFFIX,
  UPDATE_EMAIL_ACTIONS,
} from '../protocol/constants'
export { type AppEventPayloadArgs, createAppEvent } from '../protocol/createAppEvent'
export { createFrameReady } from '../protocol/createFrameReady'
export {
  createFrameError,
  createFrameSuccess,
  type FrameReplyPayloadArgs,
} from '../protocol/createFrameReply'
export { createFrameSessionUpdate } from '../protocol/createFrameSessionUpdate'
export { createRequestId } from '../protocol/createRequestId'
export {
  connectEmailActionSchema,
  frameAccountTypeSchema,
  frameAddressSchema,
  frameChainIdSchema,
  frameEmailSchema,
  frameLabelSchema,
  frameOtpSchema,
  frameRpcMethodSchema,
  frameSocialProviderSchema,
  frameThemeVariablesSchema,
  frameTokenSchema,
  frameUriSchema,
  frameUserSchema,
  requestIdSchema,
  updateEmailActionSchema,
} from '../protocol/fieldSchemas'
export {
  type FrameErrorSchemas,
  type FrameSuccessSchemas,
  frameErrorPayloadSchema,
  frameErrorSchemas,
  frameReadySchema,
  frameSessionUpdateSchema,
  frameSuccessSchemas,
} from '../protocol/frameEventSchemas'
export { FRAME_RPC_METHODS, type FrameRpcMethod } from '../protocol/frameRpcMethods'
export { isBoundedJson, type JsonBudget } from '../protocol/isBoundedJson'
export { isFrameRpcMethod } from '../protocol/isFrameRpcMethod'
export { parseAppEvent } from '../protocol/parseAppEvent'
export { parseFrameEvent } from '../protocol/parseFrameEvent'
export type {
  AppEvent,
  AppEventName,
  AppEventOf,
  AppEventPayloads,
  FrameAccountType,
  FrameChainId,
  FrameDappDataPayload,
  FrameErrorOf,
  FrameErrorPayload,
  FrameEvent,
  FrameReadyEvent,
  FrameReplyEvent,
  FrameReplyPayloads,
  FrameSessionUpdateEvent,
  FrameSocialProvider,
  FrameSuccessOf,
  FrameThemePayload,
  FrameUser,
} from '../protocol/types'
