import { expect, test } from 'vitest'
import * as protocol from './protocol'

// Pins the public API: an export added or removed shows up here in review.
test('export list', () => {
  expect(Object.keys(protocol).sort()).toMatchInlineSnapshot(`
    [
      "APP_EVENT_NAMES",
      "APP_EVENT_PREFIX",
      "CONNECT_EMAIL_ACTIONS",
      "ERROR_SUFFIX",
      "FRAME_ACCOUNT_TYPES",
      "FRAME_EVENT_PREFIX",
      "FRAME_PUSH_EVENT_NAMES",
      "FRAME_RPC_METHODS",
      "FRAME_SOCIAL_PROVIDERS",
      "FRAME_USER_REJECTED",
      "PROTOCOL_LIMITS",
      "SUCCESS_SUFFIX",
      "UPDATE_EMAIL_ACTIONS",
      "appEventSchemas",
      "connectEmailActionSchema",
      "createAppEvent",
      "createFrameError",
      "createFrameReady",
      "createFrameSessionUpdate",
      "createFrameSuccess",
      "createRequestId",
      "frameAccountTypeSchema",
      "frameAddressSchema",
      "frameChainIdSchema",
      "frameEmailSchema",
      "frameErrorPayloadSchema",
      "frameErrorSchemas",
      "frameLabelSchema",
      "frameOtpSchema",
      "frameReadySchema",
      "frameRpcMethodSchema",
      "frameSessionUpdateSchema",
      "frameSocialProviderSchema",
      "frameSuccessSchemas",
      "frameThemeVariablesSchema",
      "frameTokenSchema",
      "frameUriSchema",
      "frameUserSchema",
      "isBoundedJson",
      "isFrameRpcMethod",
      "parseAppEvent",
      "parseFrameEvent",
      "requestIdSchema",
      "updateEmailActionSchema",
    ]
  `)
})
