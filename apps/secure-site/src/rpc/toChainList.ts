import { SecureSiteError } from '../errors/SecureSiteError'
import { toChainNumber } from '../routes/toChainNumber'

/**
 * The chains a wallet_* read asks about (hex ids, at most 16), or the session's chain when it
 * names none.
 *
 * @example
 * toChainList(['0x1', '0x2105'], 31337) // [1, 8453]
 */
export function toChainList(value: unknown, fallback: number): number[] {
  if (value === undefined || value === null) return [fallback]
  if (!Array.isArray(value) || value.length > 16 || value.some((id) => typeof id !== 'string'))
    throw new SecureSiteError('Invalid chain list', 400)
  return [...new Set(value.map((id: string) => toChainNumber(id)))]
}
