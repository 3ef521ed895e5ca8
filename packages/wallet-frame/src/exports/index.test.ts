import { expect, test } from 'vitest'
import * as walletFrame from './index'

// Pins the public API: an export added or removed shows up here in review.
test('export list', () => {
  expect(Object.keys(walletFrame).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_FRAME_CHAIN_ID",
      "DEFAULT_FRAME_VERSION",
      "FRAME_IFRAME_ID",
      "FRAME_LOAD_TIMEOUT_MS",
      "FRAME_READY_DELAY_MS",
      "FRAME_REQUEST_TIMEOUT_MS",
      "FRAME_TIMED_REQUESTS",
      "FRAME_Z_INDEX",
      "FrameInvalidRequestError",
      "FrameLoadError",
      "FrameNotSetError",
      "FrameParentNotSetError",
      "FrameReplyError",
      "FrameRequestAbortedError",
      "FrameRpcMethodNotAllowedError",
      "RPC_NOT_ALLOWED_MESSAGE_DELAY_MS",
      "WALLET_FRAME_ERROR_MESSAGES",
      "WalletFrameError",
      "createFrameProvider",
      "createWalletFrame",
    ]
  `)
})
