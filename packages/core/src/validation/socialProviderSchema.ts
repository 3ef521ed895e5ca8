import * as z from 'zod/mini'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../constants/features'
import { schemaError } from './schemaError'

/**
 * One of the six social providers: google, github, apple, facebook, x, discord (farcaster has its
 * own flow). Messages: `Required`, `Invalid input`.
 *
 * @example
 * socialProviderSchema.safeParse('github').success // true
 * socialProviderSchema.safeParse('farcaster').success // false
 */
export const socialProviderSchema: z.ZodMiniType<SocialProvider, SocialProvider> =
  /*#__PURE__*/ z.enum(SOCIAL_PROVIDERS, { error: schemaError })
