import { describe, expect, test } from 'vitest'
import { appPayloadSamples, replyPayloadSamples } from '../test/samples'
import {
  APP_EVENT_NAMES,
  APP_EVENT_PREFIX,
  CONNECT_EMAIL_ACTIONS,
  FRAME_EVENT_PREFIX,
  FRAME_SOCIAL_PROVIDERS,
  UPDATE_EMAIL_ACTIONS,
} from './constants'
import { createAppEvent } from './createAppEvent'
import { createFrameReady } from './createFrameReady'
import { createFrameError, createFrameSuccess } from './createFrameReply'
import { createFrameSessionUpdate } from './createFrameSessionUpdate'
import { createRequestId } from './createRequestId'
import { parseAppEvent } from './parseAppEvent'
import { parseFrameEvent } from './parseFrameEvent'

const id = '3b241101-e2bb-4255-8caf-4136c566a962'

describe('the wire literals', () => {
  test('prefixes and reply suffixes are the ones SPEC-READINGS names', () => {
    expect(APP_EVENT_PREFIX).toBe('@w3m-app/')
    expect(FRAME_EVENT_PREFIX).toBe('@w3m-frame/')
    expect(createFrameSuccess('CONNECT_OTP', id).type).toBe('@w3m-frame/CONNECT_OTP_SUCCESS')
    expect(createFrameError('CONNECT_OTP', id).type).toBe('@w3m-frame/CONNECT_OTP_ERROR')
    expect(createFrameReady(4).type).toBe('@w3m-frame/READY')
    expect(createFrameSessionUpdate('t').type).toBe('@w3m-frame/SESSION_UPDATE')
  })

  test('the app events are the 22 of SPEC §7, in its order', () => {
    expect(APP_EVENT_NAMES).toEqual([
      'SWITCH_NETWORK',
      'CONNECT_EMAIL',
      'CONNECT_DEVICE',
      'CONNECT_OTP',
      'CONNECT_SOCIAL',
      'GET_SOCIAL_REDIRECT_URI',
      'GET_FARCASTER_URI',
      'CONNECT_FARCASTER',
      'GET_USER',
      'SIGN_OUT',
      'IS_CONNECTED',
      'GET_CHAIN_ID',
      'RPC_REQUEST',
      'UPDATE_EMAIL',
      'UPDATE_EMAIL_PRIMARY_OTP',
      'UPDATE_EMAIL_SECONDARY_OTP',
      'SYNC_THEME',
      'SYNC_DAPP_DATA',
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      'INIT_SMART_ACCOUNT',
      'SET_PREFERRED_ACCOUNT',
      'RELOAD',
      'CANCEL_REQUEST',
      'EXPORT_PRIVATE_KEY',
    ])
    expect(FRAME_SOCIAL_PROVIDERS).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
    ])
    expect(CONNECT_EMAIL_ACTIONS).toEqual(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])
    expect(UPDATE_EMAIL_ACTIONS).toEqual(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'])
  })
})

describe('app events', () => {
  test.each(APP_EVENT_NAMES)('%s: what the builder makes, the parser reads back', (name) => {
    const built = createAppEvent(name, id, appPayloadSamples[name] as never)
    expect(built.type).toBe(`@w3m-app/${name}`)
    expect(parseAppEvent(built)).toEqual(built)
    // A structured-clone copy (what postMessage delivers) reads the same.
    expect(parseAppEvent(structuredClone(built))).toEqual(built)
  })

  test('an optional value sent as undefined (structured clone keeps it) reads as absent', () => {
    const rpc = {
      type: '@w3m-app/RPC_REQUEST',
      id,
      payload: { method: 'eth_blockNumber', params: undefined },
    }
    expect(parseAppEvent(rpc)).toEqual(rpc)
  })

  test('an event without a payload drops one sent anyway; unknown keys are dropped', () => {
    expect(
      parseAppEvent({ type: '@w3m-app/SIGN_OUT', id, payload: { evil: true }, extra: 1 }),
    ).toEqual({ type: '@w3m-app/SIGN_OUT', id })
  })

  test.each([
    ['a frame event', { type: '@w3m-frame/SIGN_OUT', id }],
    ['no prefix', { type: 'SIGN_OUT', id }],
    ['the prefix in the middle', { type: 'x@w3m-app/SIGN_OUT', id }],
    ['an unknown event', { type: '@w3m-app/DRAIN_WALLET', id }],
    ['an inherited name', { type: '@w3m-app/constructor', id }],
    ['no id', { type: '@w3m-app/SIGN_OUT' }],
    ['an id with a slash', { type: '@w3m-app/SIGN_OUT', id: 'a/b' }],
    ['a 65-character id', { type: '@w3m-app/SIGN_OUT', id: 'a'.repeat(65) }],
    ['an invalid email', { type: '@w3m-app/CONNECT_EMAIL', id, payload: { email: 'nope' } }],
    [
      'a 255-character email',
      { type: '@w3m-app/CONNECT_EMAIL', id, payload: { email: `${'a'.repeat(243)}@example.com` } },
    ],
    ['a 5-digit code', { type: '@w3m-app/CONNECT_OTP', id, payload: { otp: '12345' } }],
    ['a code with letters', { type: '@w3m-app/CONNECT_OTP', id, payload: { otp: '12345a' } }],
    ['a number as code', { type: '@w3m-app/CONNECT_OTP', id, payload: { otp: 123456 } }],
    [
      'farcaster as provider',
      { type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', id, payload: { provider: 'farcaster' } },
    ],
    ['a missing payload', { type: '@w3m-app/CONNECT_EMAIL', id }],
    ['a zero chain id', { type: '@w3m-app/SWITCH_NETWORK', id, payload: { chainId: 0 } }],
    ['a method with spaces', { type: '@w3m-app/RPC_REQUEST', id, payload: { method: 'a b' } }],
    ['an array', [{ type: '@w3m-app/SIGN_OUT', id }]],
    ['a string', '@w3m-app/SIGN_OUT'],
    ['null', null],
  ])('refused: %s', (_, data) => {
    expect(parseAppEvent(data)).toBeUndefined()
  })

  test('size: a hostile message is refused without walking it all', () => {
    const params = Array.from({ length: 20_000 }, () => 0)
    const rpc = { type: '@w3m-app/RPC_REQUEST', id, payload: { method: 'eth_call', params } }
    expect(parseAppEvent(rpc)).toBeUndefined()
    const long = { ...rpc, payload: { method: 'eth_call', params: ['x'.repeat(1_048_577)] } }
    expect(parseAppEvent(long)).toBeUndefined()
    let deep: unknown = 0
    for (let i = 0; i < 40; i++) deep = [deep]
    expect(parseAppEvent({ ...rpc, payload: { method: 'eth_call', params: deep } })).toBeUndefined()
  })

  test('not JSON: cycles, Maps, Dates and throwing getters are refused, nothing throws', () => {
    const cyclic: Record<string, unknown> = { method: 'eth_call' }
    cyclic.params = cyclic
    expect(parseAppEvent({ type: '@w3m-app/RPC_REQUEST', id, payload: cyclic })).toBeUndefined()
    expect(parseAppEvent(new Map([['type', '@w3m-app/SIGN_OUT']]))).toBeUndefined()
    const withDate = {
      type: '@w3m-app/RPC_REQUEST',
      id,
      payload: { method: 'x', params: new Date() },
    }
    expect(parseAppEvent(withDate)).toBeUndefined()
    const trap = {
      get type(): string {
        throw new Error('trap')
      },
    }
    expect(parseAppEvent(trap)).toBeUndefined()
    const proxy = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('trap')
        },
      },
    )
    expect(parseAppEvent(proxy)).toBeUndefined()
  })
})

describe('frame events', () => {
  test.each(APP_EVENT_NAMES)('%s: success and error replies read back', (name) => {
    const ok = createFrameSuccess(name, id, replyPayloadSamples[name] as never)
    expect(ok.type).toBe(`@w3m-frame/${name}_SUCCESS`)
    expect(parseFrameEvent(structuredClone(ok))).toEqual(ok)
    const failed = createFrameError(name, id, 'Invalid code', 4001)
    expect(parseFrameEvent(failed)).toEqual({
      type: `@w3m-frame/${name}_ERROR`,
      id,
      payload: { message: 'Invalid code', code: 4001 },
    })
  })

  test('an error reply may carry no message at all', () => {
    const bare = { type: '@w3m-frame/CONNECT_OTP_ERROR', id }
    expect(parseFrameEvent(bare)).toEqual(bare)
    expect(parseFrameEvent(createFrameError('CONNECT_OTP', id))).toEqual({ ...bare, payload: {} })
  })

  test('READY{version} and SESSION_UPDATE{token}', () => {
    expect(parseFrameEvent(createFrameReady('4'))).toEqual({
      type: '@w3m-frame/READY',
      payload: { version: '4' },
    })
    expect(parseFrameEvent(createFrameSessionUpdate('abc'))).toEqual({
      type: '@w3m-frame/SESSION_UPDATE',
      payload: { token: 'abc' },
    })
  })

  test.each([
    ['an app event', { type: '@w3m-app/CONNECT_OTP_SUCCESS', id }],
    ['an unknown reply', { type: '@w3m-frame/DRAIN_SUCCESS', id }],
    ['a reply without id', { type: '@w3m-frame/CONNECT_OTP_SUCCESS' }],
    [
      'an unknown email action',
      { type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id, payload: { action: 'PAY' } },
    ],
    ['READY without version', { type: '@w3m-frame/READY', payload: {} }],
    ['an empty token', { type: '@w3m-frame/SESSION_UPDATE', payload: { token: '' } }],
    [
      'a 1025-character error message',
      { type: '@w3m-frame/CONNECT_OTP_ERROR', id, payload: { message: 'x'.repeat(1025) } },
    ],
    [
      'a user without address',
      { type: '@w3m-frame/GET_USER_SUCCESS', id, payload: { chainId: 1 } },
    ],
  ])('refused: %s', (_, data) => {
    expect(parseFrameEvent(data)).toBeUndefined()
  })
})

test('request ids come from the CSPRNG, are unique and pass the id schema', () => {
  const ids = new Set(Array.from({ length: 1000 }, () => createRequestId()))
  expect(ids.size).toBe(1000)
  for (const requestId of ids) {
    expect(parseAppEvent(createAppEvent('SIGN_OUT', requestId))).toBeDefined()
  }
})
