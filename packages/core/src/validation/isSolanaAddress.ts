// Base58 (Bitcoin alphabet): no 0, O, I or l.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Whether a value is a Solana address: 32 to 44 base58 characters.
 *
 * @example
 * isSolanaAddress('7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q') // true
 */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value)
}
