import * as z from 'zod/mini'
import { APP_EVENT_NAMES, FRAME_EVENT_PREFIX, PROTOCOL_LIMITS } from './constants'
import {
  connectEmailActionSchema,
  frameAccountTypeSchema,
  frameAddressSchema,
  frameChainIdSchema,
  frameEmailSchema,
  frameLabelSchema,
  frameTokenSchema,
  frameUriSchema,
  frameUserSchema,
  requestIdSchema,
  updateEmailActionSchema,
} from './fieldSchemas'
import type {
  AppEventName,
  FrameErrorOf,
  FrameReadyEvent,
  FrameSessionUpdateEvent,
  FrameSuccessOf,
} from './types'

/** The schema of each success reply, keyed by the app event it answers. */
export type FrameSuccessSchemas = { readonly [K in AppEventName]: z.ZodMiniType<FrameSuccessOf<K>> }

function success<const K extends AppEventName>(name: K) {
  return z.object({
    type: z.literal(
      `${FRAME_EVENT_PREFIX}${name}_SUCCESS` as `${typeof FRAME_EVENT_PREFIX}${K}_SUCCESS`,
    ),
    id: requestIdSchema,
  })
}

function successWith<const K extends AppEventName, P extends z.ZodMiniType>(name: K, payload: P) {
  return z.object({
    type: z.literal(
      `${FRAME_EVENT_PREFIX}${name}_SUCCESS` as `${typeof FRAME_EVENT_PREFIX}${K}_SUCCESS`,
    ),
    id: requestIdSchema,
    payload,
  })
}

/**
 * Every success reply (frame -> page): `{ type: '@w3m-frame/<EVENT>_SUCCESS', id, payload? }`,
 * `id` being the request's.
 *
 * @example
 * frameSuccessSchemas.CONNECT_EMAIL.safeParse({
 *   type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id, payload: { action: 'VERIFY_OTP' },
 * }).success // true
 */
export const frameSuccessSchemas: FrameSuccessSchemas = {
  SWITCH_NETWORK: /*#__PURE__*/ successWith(
    'SWITCH_NETWORK',
    z.object({ chainId: frameChainIdSchema }),
  ),
  CONNECT_EMAIL: /*#__PURE__*/ successWith(
    'CONNECT_EMAIL',
    z.object({ action: connectEmailActionSchema }),
  ),
  CONNECT_DEVICE: /*#__PURE__*/ success('CONNECT_DEVICE'),
  CONNECT_OTP: /*#__PURE__*/ success('CONNECT_OTP'),
  CONNECT_SOCIAL: /*#__PURE__*/ successWith('CONNECT_SOCIAL', frameUserSchema),
  GET_SOCIAL_REDIRECT_URI: /*#__PURE__*/ successWith(
    'GET_SOCIAL_REDIRECT_URI',
    z.object({ uri: frameUriSchema }),
  ),
  GET_FARCASTER_URI: /*#__PURE__*/ successWith(
    'GET_FARCASTER_URI',
    z.object({ url: frameUriSchema }),
  ),
  CONNECT_FARCASTER: /*#__PURE__*/ successWith(
    'CONNECT_FARCASTER',
    z.object({ userName: frameLabelSchema }),
  ),
  GET_USER: /*#__PURE__*/ successWith('GET_USER', frameUserSchema),
  SIGN_OUT: /*#__PURE__*/ success('SIGN_OUT'),
  IS_CONNECTED: /*#__PURE__*/ successWith('IS_CONNECTED', z.object({ isConnected: z.boolean() })),
  GET_CHAIN_ID: /*#__PURE__*/ successWith(
    'GET_CHAIN_ID',
    z.object({ chainId: frameChainIdSchema }),
  ),
  // The result is any JSON; its size is bounded by parseFrameEvent before the schema runs.
  RPC_REQUEST: /*#__PURE__*/ successWith('RPC_REQUEST', z.optional(z.unknown())),
  UPDATE_EMAIL: /*#__PURE__*/ successWith(
    'UPDATE_EMAIL',
    z.object({ action: updateEmailActionSchema }),
  ),
  UPDATE_EMAIL_PRIMARY_OTP: /*#__PURE__*/ success('UPDATE_EMAIL_PRIMARY_OTP'),
  UPDATE_EMAIL_SECONDARY_OTP: /*#__PURE__*/ successWith(
    'UPDATE_EMAIL_SECONDARY_OTP',
    z.object({ newEmail: frameEmailSchema }),
  ),
  SYNC_THEME: /*#__PURE__*/ success('SYNC_THEME'),
  SYNC_DAPP_DATA: /*#__PURE__*/ success('SYNC_DAPP_DATA'),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: /*#__PURE__*/ successWith(
    'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
    z.object({
      smartAccountEnabledNetworks: z
        .array(z.int().check(z.positive()))
        .check(z.maxLength(PROTOCOL_LIMITS.networks)),
    }),
  ),
  INIT_SMART_ACCOUNT: /*#__PURE__*/ successWith(
    'INIT_SMART_ACCOUNT',
    z.object({ address: frameAddressSchema, isDeployed: z.boolean() }),
  ),
  SET_PREFERRED_ACCOUNT: /*#__PURE__*/ successWith(
    'SET_PREFERRED_ACCOUNT',
    z.object({ type: frameAccountTypeSchema, address: frameAddressSchema }),
  ),
  RELOAD: /*#__PURE__*/ success('RELOAD'),
  CANCEL_REQUEST: /*#__PURE__*/ success('CANCEL_REQUEST'),
  EXPORT_PRIVATE_KEY: /*#__PURE__*/ success('EXPORT_PRIVATE_KEY'),
}

/** The payload of every error reply: an optional message (and an optional RPC error code). */
export const frameErrorPayloadSchema: z.ZodMiniType<{
  message?: string | undefined
  code?: number | undefined
}> = /*#__PURE__*/ z.object({
  message: z.optional(z.string().check(z.maxLength(PROTOCOL_LIMITS.message))),
  code: z.optional(z.int()),
})

function frameErrorSchema<const K extends AppEventName>(name: K): z.ZodMiniType<FrameErrorOf<K>> {
  return z.object({
    type: z.literal(
      `${FRAME_EVENT_PREFIX}${name}_ERROR` as `${typeof FRAME_EVENT_PREFIX}${K}_ERROR`,
    ),
    id: requestIdSchema,
    payload: z.optional(frameErrorPayloadSchema),
  })
}

/** The schema of each error reply, keyed by the app event it answers. */
export type FrameErrorSchemas = { readonly [K in AppEventName]: z.ZodMiniType<FrameErrorOf<K>> }

/**
 * Every error reply: `{ type: '@w3m-frame/<EVENT>_ERROR', id, payload?: { message?, code? } }`.
 * Without a message the page reports `An error occurred`.
 *
 * @example
 * frameErrorSchemas.CONNECT_OTP.safeParse({ type: '@w3m-frame/CONNECT_OTP_ERROR', id }).success
 */
export const frameErrorSchemas: FrameErrorSchemas = /*#__PURE__*/ Object.fromEntries(
  APP_EVENT_NAMES.map((name) => [name, frameErrorSchema(name)]),
) as unknown as FrameErrorSchemas

/** READY{version}: the frame is loaded and listening. */
export const frameReadySchema: z.ZodMiniType<FrameReadyEvent> = /*#__PURE__*/ z.object({
  type: z.literal(`${FRAME_EVENT_PREFIX}READY`),
  payload: z.object({
    version: z.union([z.string().check(z.maxLength(32)), z.int()]),
  }),
})

/** SESSION_UPDATE{token}: the frame's session token changed. */
export const frameSessionUpdateSchema: z.ZodMiniType<FrameSessionUpdateEvent> =
  /*#__PURE__*/ z.object({
    type: z.literal(`${FRAME_EVENT_PREFIX}SESSION_UPDATE`),
    payload: z.object({ token: frameTokenSchema }),
  })
