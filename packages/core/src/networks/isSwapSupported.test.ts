import { describe, expect, test } from 'vitest'
import { SWAP_SUPPORTED_CHAIN_IDS } from '../constants/chains'
import { arbitrum, base, linea, mainnet, sepolia } from './evm'
import { isSwapSupported } from './isSwapSupported'
import { solana } from './solana'

describe('isSwapSupported', () => {
  test('the 12 ids of SPEC.md §9', () => {
    expect(SWAP_SUPPORTED_CHAIN_IDS).toEqual([
      1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
    ])
  })

  test.each(SWAP_SUPPORTED_CHAIN_IDS)('eip155:%i is supported', (id) => {
    expect(isSwapSupported({ chainNamespace: 'eip155', id })).toBe(true)
  })

  test.each([
    [mainnet, true],
    [arbitrum, true],
    [base, true],
    [sepolia, false],
    [linea, false],
    [solana, false],
  ])('%#', (network, expected) => {
    expect(isSwapSupported(network)).toBe(expected)
  })

  test('a numeric id in another namespace is not supported', () => {
    expect(isSwapSupported({ chainNamespace: 'bip122', id: 1 })).toBe(false)
  })
})
