import { maxUint256 } from 'viem'
import { httpError } from '../server/httpError'

/**
 * A swap amount: a positive integer in the token's smallest unit, as a decimal string (or a
 * safe integer number); 400 `Invalid amount` otherwise.
 *
 * @example
 * parseSwapAmount('1000000') // 1000000n
 */
export function parseSwapAmount(value: unknown): bigint {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value
  if (typeof text !== 'string' || !/^\d{1,78}$/.test(text))
    httpError(400, 'Invalid amount', {
      amount: value ?? null,
      reason: 'a positive integer in the token’s smallest unit',
    })
  const amount = BigInt(text)
  if (amount === 0n || amount > maxUint256)
    httpError(400, 'Invalid amount', { amount: value, reason: 'must be above 0' })
  return amount
}
