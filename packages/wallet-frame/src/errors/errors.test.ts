import { expect, test } from 'vitest'
import {
  DEFAULT_FRAME_CHAIN_ID,
  DEFAULT_FRAME_VERSION,
  FRAME_IFRAME_ID,
  FRAME_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  FRAME_TIMED_REQUESTS,
  FRAME_Z_INDEX,
  RPC_NOT_ALLOWED_MESSAGE_DELAY_MS,
} from '../frame/constants'
import { WalletFrameError } from './base'
import {
  FrameInvalidRequestError,
  FrameLoadError,
  FrameNotSetError,
  FrameParentNotSetError,
  FrameReplyError,
  FrameRequestAbortedError,
  FrameRpcMethodNotAllowedError,
} from './frame'

test('the messages are SPEC §8 verbatim', () => {
  expect(new FrameLoadError().shortMessage).toBe('Unable to load email login dependency')
  expect(new FrameRequestAbortedError().shortMessage).toBe('Request was aborted')
  expect(new FrameReplyError(undefined).shortMessage).toBe('An error occurred')
  expect(new FrameReplyError('').shortMessage).toBe('An error occurred')
  expect(new FrameReplyError('Invalid code').shortMessage).toBe('Invalid code')
  expect(new FrameNotSetError().shortMessage).toBe('W3mFrame: iframe is not set')
  expect(new FrameParentNotSetError().shortMessage).toBe('W3mFrame: parent is not set')
  expect(new FrameInvalidRequestError().shortMessage).toBe('Invalid input')
  const notAllowed = new FrameRpcMethodNotAllowedError('eth_sign')
  expect(notAllowed.shortMessage).toBe('Requested RPC call is not allowed')
  expect(notAllowed.method).toBe('eth_sign')
  expect(notAllowed.code).toBe(4200)
  expect(notAllowed).toBeInstanceOf(WalletFrameError)
})

test('a cause becomes the details; the short message stays the spec words', () => {
  const error = new FrameLoadError({ cause: new Error('no READY in 20000 ms') })
  expect(error.shortMessage).toBe('Unable to load email login dependency')
  expect(error.details).toBe('no READY in 20000 ms')
  expect(error.message).toContain('no READY in 20000 ms')
})

test('the literals of SPEC §2, §4, §8, §9', () => {
  expect(FRAME_IFRAME_ID).toBe('w3m-iframe')
  expect(FRAME_Z_INDEX).toBe(999999)
  expect(DEFAULT_FRAME_CHAIN_ID).toBe('eip155:1')
  expect(DEFAULT_FRAME_VERSION).toBe(4)
  expect(FRAME_READY_DELAY_MS).toBe(500)
  expect(FRAME_REQUEST_TIMEOUT_MS).toBe(30000)
  expect(RPC_NOT_ALLOWED_MESSAGE_DELAY_MS).toBe(300)
  expect(FRAME_TIMED_REQUESTS).toEqual([
    'CONNECT_EMAIL',
    'CONNECT_DEVICE',
    'CONNECT_OTP',
    'CONNECT_SOCIAL',
    'GET_SOCIAL_REDIRECT_URI',
  ])
})
