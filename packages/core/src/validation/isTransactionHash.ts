const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/

/**
 * Whether a value is a transaction hash: 0x followed by 64 hex characters.
 *
 * @example
 * isTransactionHash(`0x${'ab'.repeat(32)}`) // true
 */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && TRANSACTION_HASH.test(value)
}
