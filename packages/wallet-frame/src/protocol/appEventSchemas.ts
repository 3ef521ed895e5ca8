import * as z from 'zod/mini'
import { APP_EVENT_PREFIX, PROTOCOL_LIMITS } from './constants'
import {
  frameAccountTypeSchema,
  frameChainIdSchema,
  frameEmailSchema,
  frameLabelSchema,
  frameOtpSchema,
  frameRpcMethodSchema,
  frameSocialProviderSchema,
  frameThemeVariablesSchema,
  frameTokenSchema,
  frameUriSchema,
  requestIdSchema,
} from './fieldSchemas'
import type { AppEventName, AppEventOf } from './types'

/** The schema of each app event, keyed by event name. */
export type AppEventSchemas = { readonly [K in AppEventName]: z.ZodMiniType<AppEventOf<K>> }

function event<const K extends AppEventName>(name: K) {
  return z.object({
    type: z.literal(`${APP_EVENT_PREFIX}${name}` as `${typeof APP_EVENT_PREFIX}${K}`),
    id: requestIdSchema,
  })
}

function eventWith<const K extends AppEventName, P extends z.ZodMiniType>(name: K, payload: P) {
  return z.object({
    type: z.literal(`${APP_EVENT_PREFIX}${name}` as `${typeof APP_EVENT_PREFIX}${K}`),
    id: requestIdSchema,
    payload,
  })
}

const otp = /*#__PURE__*/ z.object({ otp: frameOtpSchema })

/**
 * Every app event (page -> frame): `{ type: '@w3m-app/<EVENT>', id, payload? }`.
 * Events without a payload ignore one if sent. Unknown keys are dropped.
 *
 * @example
 * appEventSchemas.CONNECT_EMAIL.safeParse({
 *   type: '@w3m-app/CONNECT_EMAIL', id: crypto.randomUUID(), payload: { email: 'a@b.co' },
 * }).success // true
 */
export const appEventSchemas: AppEventSchemas = {
  SWITCH_NETWORK: /*#__PURE__*/ eventWith(
    'SWITCH_NETWORK',
    z.object({ chainId: frameChainIdSchema }),
  ),
  CONNECT_EMAIL: /*#__PURE__*/ eventWith('CONNECT_EMAIL', z.object({ email: frameEmailSchema })),
  CONNECT_DEVICE: /*#__PURE__*/ event('CONNECT_DEVICE'),
  CONNECT_OTP: /*#__PURE__*/ eventWith('CONNECT_OTP', otp),
  CONNECT_SOCIAL: /*#__PURE__*/ eventWith('CONNECT_SOCIAL', z.object({ uri: frameUriSchema })),
  GET_SOCIAL_REDIRECT_URI: /*#__PURE__*/ eventWith(
    'GET_SOCIAL_REDIRECT_URI',
    z.object({ provider: frameSocialProviderSchema }),
  ),
  GET_FARCASTER_URI: /*#__PURE__*/ event('GET_FARCASTER_URI'),
  CONNECT_FARCASTER: /*#__PURE__*/ event('CONNECT_FARCASTER'),
  GET_USER: /*#__PURE__*/ eventWith(
    'GET_USER',
    z.object({
      chainId: frameChainIdSchema,
      preferredAccountType: z.optional(frameAccountTypeSchema),
    }),
  ),
  SIGN_OUT: /*#__PURE__*/ event('SIGN_OUT'),
  IS_CONNECTED: /*#__PURE__*/ eventWith(
    'IS_CONNECTED',
    z.object({ token: z.optional(frameTokenSchema) }),
  ),
  GET_CHAIN_ID: /*#__PURE__*/ event('GET_CHAIN_ID'),
  // params are any JSON; their size is bounded by parseAppEvent before the schema runs.
  RPC_REQUEST: /*#__PURE__*/ eventWith(
    'RPC_REQUEST',
    z.object({ method: frameRpcMethodSchema, params: z.optional(z.unknown()) }),
  ),
  UPDATE_EMAIL: /*#__PURE__*/ eventWith('UPDATE_EMAIL', z.object({ email: frameEmailSchema })),
  UPDATE_EMAIL_PRIMARY_OTP: /*#__PURE__*/ eventWith('UPDATE_EMAIL_PRIMARY_OTP', otp),
  UPDATE_EMAIL_SECONDARY_OTP: /*#__PURE__*/ eventWith('UPDATE_EMAIL_SECONDARY_OTP', otp),
  SYNC_THEME: /*#__PURE__*/ eventWith(
    'SYNC_THEME',
    z.object({
      themeMode: z.optional(z.enum(['light', 'dark'])),
      themeVariables: z.optional(frameThemeVariablesSchema),
      w3mThemeVariables: z.optional(frameThemeVariablesSchema),
    }),
  ),
  SYNC_DAPP_DATA: /*#__PURE__*/ eventWith(
    'SYNC_DAPP_DATA',
    z.object({
      metadata: z.optional(
        z.object({
          name: frameLabelSchema,
          description: z.string().check(z.maxLength(PROTOCOL_LIMITS.message)),
          url: z.string().check(z.maxLength(PROTOCOL_LIMITS.uri)),
          icons: z
            .array(z.string().check(z.maxLength(PROTOCOL_LIMITS.uri)))
            .check(z.maxLength(PROTOCOL_LIMITS.icons)),
        }),
      ),
      sdkVersion: frameLabelSchema,
      sdkType: frameLabelSchema,
      projectId: frameLabelSchema,
      // Ours: the dapp's locale (BCP 47), so the frame's approval screen speaks its language.
      locale: z.optional(frameLabelSchema),
    }),
  ),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: /*#__PURE__*/ event('GET_SMART_ACCOUNT_ENABLED_NETWORKS'),
  INIT_SMART_ACCOUNT: /*#__PURE__*/ event('INIT_SMART_ACCOUNT'),
  SET_PREFERRED_ACCOUNT: /*#__PURE__*/ eventWith(
    'SET_PREFERRED_ACCOUNT',
    z.object({ type: frameAccountTypeSchema }),
  ),
  RELOAD: /*#__PURE__*/ event('RELOAD'),
  CANCEL_REQUEST: /*#__PURE__*/ eventWith(
    'CANCEL_REQUEST',
    z.object({ requestId: requestIdSchema }),
  ),
  EXPORT_PRIVATE_KEY: /*#__PURE__*/ event('EXPORT_PRIVATE_KEY'),
}
