import * as z from 'zod/mini'
import {
  CONNECT_EMAIL_ACTIONS,
  FRAME_ACCOUNT_TYPES,
  FRAME_SOCIAL_PROVIDERS,
  PROTOCOL_LIMITS,
  UPDATE_EMAIL_ACTIONS,
} from './constants'
import type { FrameAccountType, FrameChainId, FrameSocialProvider, FrameUser } from './types'

// The field schemas the event schemas are built from. Every string has an upper bound.

/** A request id: what `crypto.randomUUID()` gives, or any 1-64 URL-safe characters. */
export const requestIdSchema: z.ZodMiniType<string> = /*#__PURE__*/ z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))

/** A bounded string. */
function text(max: number, min = 0) {
  return z.string().check(z.minLength(min), z.maxLength(max))
}

/** A valid email of at most 254 characters (the length is checked before the format). */
export const frameEmailSchema: z.ZodMiniType<string> = /*#__PURE__*/ z.pipe(
  text(PROTOCOL_LIMITS.email, 3),
  z.email(),
)

/** A one-time code: 6 digits (what the secure site sends). */
export const frameOtpSchema: z.ZodMiniType<string> = /*#__PURE__*/ z
  .string()
  .check(z.regex(/^\d{6}$/))

/** A URI of at most 4096 characters. */
export const frameUriSchema: z.ZodMiniType<string> = /*#__PURE__*/ z.pipe(
  text(PROTOCOL_LIMITS.uri, 1),
  z.url(),
)

/** A session token. */
export const frameTokenSchema: z.ZodMiniType<string> = /*#__PURE__*/ text(PROTOCOL_LIMITS.token, 1)

/** A short label: names, versions, ids. */
export const frameLabelSchema: z.ZodMiniType<string> = /*#__PURE__*/ text(PROTOCOL_LIMITS.label)

/** A chain id: a positive integer, a decimal or hex string, or a CAIP-2 id. */
export const frameChainIdSchema: z.ZodMiniType<FrameChainId> = /*#__PURE__*/ z.union([
  z.int().check(z.positive()),
  z
    .string()
    .check(z.regex(/^(?:[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}|[1-9]\d{0,19}|0x[0-9a-fA-F]{1,16})$/)),
])

/** An EVM address (0x + 40 hex) or a Solana address (32-44 base58). */
export const frameAddressSchema: z.ZodMiniType<string> = /*#__PURE__*/ z
  .string()
  .check(z.regex(/^(?:0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/))

/** `eoa` or `smartAccount`. */
export const frameAccountTypeSchema: z.ZodMiniType<FrameAccountType> = /*#__PURE__*/ z.enum(
  FRAME_ACCOUNT_TYPES,
)

/** One of the six social providers. */
export const frameSocialProviderSchema: z.ZodMiniType<FrameSocialProvider> = /*#__PURE__*/ z.enum(
  FRAME_SOCIAL_PROVIDERS,
)

/** An RPC method name. */
export const frameRpcMethodSchema: z.ZodMiniType<string> = /*#__PURE__*/ z
  .string()
  .check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/))

/** Theme variables: at most 128 short keys with short string or number values. */
export const frameThemeVariablesSchema: z.ZodMiniType<Record<string, string | number>> =
  /*#__PURE__*/ z
    .record(text(64, 1), z.union([text(PROTOCOL_LIMITS.label), z.number()]))
    .check(z.refine((variables) => Object.keys(variables).length <= PROTOCOL_LIMITS.themeVariables))

/** The signed-in user, as the frame replies with it. */
export const frameUserSchema: z.ZodMiniType<FrameUser> = /*#__PURE__*/ z.object({
  email: z.optional(z.nullable(frameEmailSchema)),
  address: frameAddressSchema,
  chainId: frameChainIdSchema,
  accounts: z.optional(
    z
      .array(z.object({ address: frameAddressSchema, type: frameAccountTypeSchema }))
      .check(z.maxLength(PROTOCOL_LIMITS.accounts)),
  ),
  userName: z.optional(z.nullable(frameLabelSchema)),
  smartAccountDeployed: z.optional(z.boolean()),
  preferredAccountType: z.optional(frameAccountTypeSchema),
})

/** CONNECT_EMAIL's reply action. */
export const connectEmailActionSchema: z.ZodMiniType<(typeof CONNECT_EMAIL_ACTIONS)[number]> =
  /*#__PURE__*/ z.enum(CONNECT_EMAIL_ACTIONS)

/** UPDATE_EMAIL's reply action. */
export const updateEmailActionSchema: z.ZodMiniType<(typeof UPDATE_EMAIL_ACTIONS)[number]> =
  /*#__PURE__*/ z.enum(UPDATE_EMAIL_ACTIONS)
