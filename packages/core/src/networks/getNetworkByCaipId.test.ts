import { describe, expect, test } from 'vitest'
import { base, mainnet } from './evm'
import { getNetworkByCaipId } from './getNetworkByCaipId'
import { solana } from './solana'

describe('getNetworkByCaipId', () => {
  const networks = [mainnet, base, solana]
  test.each([
    ['eip155:1', mainnet],
    ['eip155:8453', base],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', solana],
    ['eip155:10', undefined],
    ['1', undefined],
    ['', undefined],
  ])('%s', (id, expected) => {
    expect(getNetworkByCaipId(networks, id)).toBe(expected)
  })
})
