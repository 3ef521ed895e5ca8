import * as z from 'zod/mini'
import { schemaError } from './schemaError'

/**
 * A one-time code: exactly 6 digits,
 * the length the secure site sends, so a typo fails before a round trip. Messages: `Required`,
 * `Invalid input`.
 *
 * @example
 * otpSchema.safeParse('123456').success // true
 */
export const otpSchema: z.ZodMiniType<string, string> = /*#__PURE__*/ z
  .string({ error: schemaError })
  .check(z.regex(/^\d{6}$/, { error: schemaError }))
