import { describe, expect, test } from 'vitest'
import { cacheKey } from './cacheKey'

describe('cacheKey', () => {
  test.each([
    ['portfolio', 'eip155:1:0xabc', 'portfolio/eip155:1:0xabc'],
    [
      'nativeBalance',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:Abc',
      'nativeBalance/solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:Abc',
    ],
    ['ensName', '0xabc', 'ensName/0xabc'],
    ['identity', '0xabc', 'identity/0xabc'],
  ] as const)('%s of %s', (kind, id, expected) => {
    expect(cacheKey(kind, id)).toBe(expected)
  })
})
