import { describe, expect, it } from 'vitest'
import { samePair } from './getSiwxPair'
import type { SiwxPair } from './types'

describe('samePair', () => {
  it('an EVM address is the same account in any case', () => {
    const checksummed: SiwxPair = {
      chainId: 'eip155:1',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    }
    const lower: SiwxPair = { chainId: 'eip155:1', address: checksummed.address.toLowerCase() }
    expect(samePair(checksummed, lower)).toBe(true)
    expect(samePair(checksummed, { ...lower, chainId: 'eip155:8453' })).toBe(false)
  })

  it('a Solana address differing only in case is another account', () => {
    const chainId: SiwxPair['chainId'] = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const one: SiwxPair = { chainId, address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' }
    expect(samePair(one, { chainId, address: one.address })).toBe(true)
    expect(samePair(one, { chainId, address: one.address.toLowerCase() })).toBe(false)
  })

  it('no pair is the same only as no pair', () => {
    expect(samePair(undefined, undefined)).toBe(true)
    expect(samePair(undefined, { chainId: 'eip155:1', address: '0x1' })).toBe(false)
  })
})
