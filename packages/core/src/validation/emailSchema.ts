import * as z from 'zod/mini'
import { ErrorMessages } from '../errors/messages'

/**
 * A valid email address, for email connect and both steps of an email update. Messages:
 * `Required` (missing or empty), `Invalid input` (not a string), `Invalid email`.
 *
 * @example
 * emailSchema.safeParse('alice@example.com').success // true
 */
export const emailSchema: z.ZodMiniType<string, string> = /*#__PURE__*/ z.email({
  error: (issue) => {
    if (issue.input === undefined || issue.input === '') return ErrorMessages.REQUIRED
    if (issue.code === 'invalid_type') return ErrorMessages.INVALID_INPUT
    return ErrorMessages.INVALID_EMAIL
  },
})
