import { describe, expect, test } from 'vitest'
import { isAccountName } from './isAccountName'
import { isEvmAddress } from './isEvmAddress'
import { isSolanaAddress } from './isSolanaAddress'
import { isTransactionHash } from './isTransactionHash'
import { isValidAddress } from './isValidAddress'

const EVM = 'd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const SOL = '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q'

describe('isEvmAddress (SPEC.md §5: 40 hex, optional 0x)', () => {
  test.each([`0x${EVM}`, EVM, `0x${'0'.repeat(40)}`, `0x${EVM.toLowerCase()}`])(
    'accepts %s',
    (a) => {
      expect(isEvmAddress(a)).toBe(true)
    },
  )
  test.each([
    `0x${EVM.slice(1)}`,
    `0x${EVM}0`,
    `0x${EVM.slice(1)}g`,
    `0X${EVM}`,
    ` 0x${EVM}`,
    '0x',
    '',
    42,
    undefined,
  ])('rejects %j', (a) => {
    expect(isEvmAddress(a)).toBe(false)
  })
})

describe('isSolanaAddress (SPEC.md §5: 32-44 base58)', () => {
  test.each([SOL, '1'.repeat(32), 'z'.repeat(44), '11111111111111111111111111111111'])(
    'accepts %s',
    (a) => {
      expect(isSolanaAddress(a)).toBe(true)
    },
  )
  test.each([
    '1'.repeat(31),
    '1'.repeat(45),
    `${SOL.slice(0, 40)}0000`,
    `${SOL.slice(0, 40)}OOOO`,
    `${SOL.slice(0, 40)}IIII`,
    `${SOL.slice(0, 40)}llll`,
    `0x${EVM}`,
    '',
    null,
  ])('rejects %j', (a) => {
    expect(isSolanaAddress(a)).toBe(false)
  })
})

describe('isTransactionHash (SPEC.md §5: 0x + 64 hex)', () => {
  test.each([`0x${'ab'.repeat(32)}`, `0x${'AB'.repeat(32)}`])('accepts %s', (h) => {
    expect(isTransactionHash(h)).toBe(true)
  })
  test.each([
    `0x${'a'.repeat(63)}`,
    `0x${'a'.repeat(65)}`,
    'ab'.repeat(32),
    `0x${'g'.repeat(64)}`,
    1,
  ])('rejects %j', (h) => {
    expect(isTransactionHash(h)).toBe(false)
  })
})

describe('isAccountName (SPEC.md §5: 4+ letters, digits, hyphens)', () => {
  test.each(['alice', 'abcd', 'AB-12', 'a-b-', '1234', '----'])('accepts %s', (n) => {
    expect(isAccountName(n)).toBe(true)
  })
  test.each(['abc', '', 'ali ce', 'ali_ce', 'alice.eth', 'alicé', 5])('rejects %j', (n) => {
    expect(isAccountName(n)).toBe(false)
  })
})

describe('isValidAddress', () => {
  test.each([
    [`0x${EVM}`, 'eip155', true],
    [SOL, 'solana', true],
    [`0x${EVM}`, 'solana', false],
    [SOL, 'eip155', false],
    [`0x${EVM}`, 'bip122', false],
    [SOL, 'polkadot', false],
  ])('%s on %s is %s', (address, namespace, valid) => {
    expect(isValidAddress(address, namespace)).toBe(valid)
  })
})
