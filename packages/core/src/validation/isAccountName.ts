const ACCOUNT_NAME = /^[a-zA-Z0-9-]{4,}$/

/**
 * Whether a value is an account name label: at least 4 characters, each a letter, digit or hyphen.
 * Use `validateAccountName` for the full rule (normalisation, label length).
 *
 * @example
 * isAccountName('alice') // true
 * isAccountName('bob') // false
 */
export function isAccountName(value: unknown): value is string {
  return typeof value === 'string' && ACCOUNT_NAME.test(value)
}
