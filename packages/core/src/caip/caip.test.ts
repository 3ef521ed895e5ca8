import { describe, expect, test } from 'vitest'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip'
import { ErrorMessages } from '../errors/messages'
import { formatCaipAddress } from './formatCaipAddress'
import { formatCaipNetworkId } from './formatCaipNetworkId'
import { isCaipAddress } from './isCaipAddress'
import { isCaipNetworkId } from './isCaipNetworkId'
import { isChainNamespace } from './isChainNamespace'
import { parseCaipAddress } from './parseCaipAddress'
import { parseCaipNetworkId } from './parseCaipNetworkId'
import { toCaipNetworkId } from './toCaipNetworkId'

const SOLANA_MAINNET = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOL_ADDRESS = '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q'
const EVM_ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

const invalidCaipAddresses: unknown[] = [
  '',
  'eip155',
  'eip155:1',
  'eip155:1:',
  ':1:0xabc',
  'eip155::0xabc',
  'eip155:1:0xabc:extra',
  '::',
  undefined,
  null,
  42,
]

describe('parseCaipAddress (SPEC.md §5)', () => {
  test.each([
    [
      `eip155:1:${EVM_ADDRESS}`,
      { namespace: 'eip155', reference: '1', address: EVM_ADDRESS, caipNetworkId: 'eip155:1' },
    ],
    [
      `solana:${SOLANA_MAINNET}:${SOL_ADDRESS}`,
      {
        namespace: 'solana',
        reference: SOLANA_MAINNET,
        address: SOL_ADDRESS,
        caipNetworkId: `solana:${SOLANA_MAINNET}`,
      },
    ],
  ])('%s', (input, expected) => {
    expect(parseCaipAddress(input)).toEqual(expected)
  })

  test.each(invalidCaipAddresses)('rejects %j with Invalid CAIP Address', (input) => {
    expect(() => parseCaipAddress(input as string)).toThrow(InvalidCaipAddressError)
    try {
      parseCaipAddress(input as string)
    } catch (error) {
      expect((error as InvalidCaipAddressError).shortMessage).toBe('Invalid CAIP Address')
      expect((error as InvalidCaipAddressError).shortMessage).toBe(
        ErrorMessages.INVALID_CAIP_ADDRESS,
      )
      expect((error as InvalidCaipAddressError).caipAddress).toBe(input)
    }
  })
})

describe('isCaipAddress', () => {
  test('accepts three parts', () => {
    expect(isCaipAddress(`eip155:1:${EVM_ADDRESS}`)).toBe(true)
  })
  test.each(invalidCaipAddresses)('rejects %j', (input) => {
    expect(isCaipAddress(input)).toBe(false)
  })
})

describe('formatCaipAddress', () => {
  test('joins and round-trips', () => {
    const caipAddress = formatCaipAddress({
      namespace: 'eip155',
      reference: 137,
      address: EVM_ADDRESS,
    })
    expect(caipAddress).toBe(`eip155:137:${EVM_ADDRESS}`)
    expect(parseCaipAddress(caipAddress).address).toBe(EVM_ADDRESS)
  })
  test.each([
    { namespace: '', reference: '1', address: '0xabc' },
    { namespace: 'eip155', reference: '', address: '0xabc' },
    { namespace: 'eip155', reference: '1', address: '' },
    { namespace: 'eip155', reference: '1', address: 'a:b' },
  ])('rejects %j', (parts) => {
    expect(() => formatCaipAddress(parts)).toThrow('Invalid CAIP Address')
  })
})

const invalidNetworkIds: unknown[] = ['', 'eip155', 'eip155:', ':1', 'eip155:1:0xabc', 1, null]

describe('parseCaipNetworkId (SPEC.md §5: two parts)', () => {
  test.each([
    ['eip155:1', { namespace: 'eip155', reference: '1' }],
    [`solana:${SOLANA_MAINNET}`, { namespace: 'solana', reference: SOLANA_MAINNET }],
  ])('%s', (input, expected) => {
    expect(parseCaipNetworkId(input)).toEqual(expected)
  })
  test.each(invalidNetworkIds)('rejects %j', (input) => {
    expect(() => parseCaipNetworkId(input as string)).toThrow(InvalidCaipNetworkIdError)
    expect(isCaipNetworkId(input)).toBe(false)
  })
  test('isCaipNetworkId accepts two parts', () => {
    expect(isCaipNetworkId('eip155:10')).toBe(true)
  })
})

describe('formatCaipNetworkId', () => {
  test.each([
    [{ namespace: 'eip155', reference: 10 }, 'eip155:10'],
    [{ namespace: 'solana', reference: SOLANA_MAINNET }, `solana:${SOLANA_MAINNET}`],
  ])('%j', (parts, expected) => {
    expect(formatCaipNetworkId(parts)).toBe(expected)
  })
  test.each([
    { namespace: '', reference: 1 },
    { namespace: 'eip155', reference: '' },
    { namespace: 'eip155', reference: '1:2' },
  ])('rejects %j', (parts) => {
    expect(() => formatCaipNetworkId(parts)).toThrow('Invalid CAIP Network ID')
  })
})

describe('toCaipNetworkId (SPEC-READINGS: every chain id shape)', () => {
  test.each([
    [1, undefined, 'eip155:1'],
    [0, undefined, 'eip155:0'],
    [1313161554, undefined, 'eip155:1313161554'],
    ['1', undefined, 'eip155:1'],
    ['137', undefined, 'eip155:137'],
    [' 10 ', undefined, 'eip155:10'],
    ['007', undefined, 'eip155:7'],
    ['0x1', undefined, 'eip155:1'],
    ['0xa', undefined, 'eip155:10'],
    ['0xA4B1', undefined, 'eip155:42161'],
    ['eip155:8453', undefined, 'eip155:8453'],
    [`solana:${SOLANA_MAINNET}`, undefined, `solana:${SOLANA_MAINNET}`],
    [SOLANA_MAINNET, 'solana', `solana:${SOLANA_MAINNET}`],
    [`solana:${SOLANA_MAINNET}`, 'eip155', `solana:${SOLANA_MAINNET}`],
    [1, 'eip155', 'eip155:1'],
    ['000000000019d6689c085ae165831e93', 'bip122', 'bip122:000000000019d6689c085ae165831e93'],
  ] as const)('%j (namespace %s) -> %s', (chainId, namespace, expected) => {
    expect(toCaipNetworkId(chainId, namespace)).toBe(expected)
  })

  test.each([
    [-1, undefined],
    [1.5, undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    ['', undefined],
    ['abc', undefined],
    ['0x', undefined],
    ['0xzz', undefined],
    ['-1', undefined],
    ['eip155:', undefined],
    ['eip155:1:0xabc', undefined],
    ['', 'solana'],
    [null, undefined],
  ] as const)('rejects %j (namespace %s)', (chainId, namespace) => {
    expect(() => toCaipNetworkId(chainId as string, namespace)).toThrow(InvalidCaipNetworkIdError)
  })
})

describe('isChainNamespace', () => {
  test.each(['eip155', 'solana', 'bip122', 'polkadot'])('%s is known', (namespace) => {
    expect(isChainNamespace(namespace)).toBe(true)
  })
  test.each(['cosmos', 'EIP155', '', 1, undefined])('%j is not', (namespace) => {
    expect(isChainNamespace(namespace)).toBe(false)
  })
})
