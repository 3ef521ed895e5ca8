import { IntegerOutOfRangeError } from '../errors/units'

/**
 * A non-negative integer as a JSON-RPC hex quantity (`420` is `'0x1a4'`, `0n` is `'0x0'`), as
 * wallets expect chain ids and amounts. Throws `IntegerOutOfRangeError` for a negative value or a
 * `number` past `Number.MAX_SAFE_INTEGER` (pass a `bigint`), and a `RangeError` for a fraction.
 *
 * @example
 * numberToHex(8453) // '0x2105'
 */
export function numberToHex(value: number | bigint): `0x${string}` {
  const integer = BigInt(value)
  if (integer < 0n || (typeof value === 'number' && integer > BigInt(Number.MAX_SAFE_INTEGER)))
    throw new IntegerOutOfRangeError({
      value: typeof value === 'bigint' ? `${value}n` : `${value}`,
    })
  return `0x${integer.toString(16)}`
}
