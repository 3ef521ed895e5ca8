import { emailSchema } from './emailSchema'

/**
 * Whether a value is a valid email address.
 *
 * @example
 * isValidEmail('alice@example.com') // true
 * isValidEmail('alice@') // false
 */
export function isValidEmail(value: unknown): value is string {
  return emailSchema.safeParse(value).success
}
