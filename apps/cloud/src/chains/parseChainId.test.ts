import { expect, test } from 'vitest'
import { parseChainId } from './parseChainId'

test('numbers, decimal strings and CAIP-2 ids read as the EIP-155 chain id', () => {
  expect(parseChainId(8453)).toBe(8453)
  expect(parseChainId('1')).toBe(1)
  expect(parseChainId('eip155:8453')).toBe(8453)
})

test('anything else is not a chain id', () => {
  for (const value of [
    0,
    -1,
    1.5,
    '',
    '0',
    '01',
    'eip155:',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    'eip155:1:0xabc',
    undefined,
    null,
  ])
    expect(parseChainId(value as never)).toBeUndefined()
})
