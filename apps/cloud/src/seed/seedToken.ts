import { SeedError } from './SeedError'
import { SEED_TOKENS, type SeedToken } from './seedTokens'

/**
 * The seeded token with this key.
 *
 * @example
 * seedToken('usdc').address // '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9' on every chain
 */
export function seedToken(key: SeedToken['key']): SeedToken {
  const token = SEED_TOKENS.find((candidate) => candidate.key === key)
  if (!token) throw new SeedError(`No seeded token ${key}`)
  return token
}
