import { describe, expect, test } from 'vitest'
import { isChainNotAddedError } from './isChainNotAddedError'
import { ChainNotAddedError } from './wallet'

class ProviderError extends Error {
  constructor(
    message: string,
    readonly code: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

describe('isChainNotAddedError (SPEC.md §8, SPEC-READINGS "Wallet codes")', () => {
  test.each([
    ['4902', { code: 4902 }],
    ['5000', { code: 5000 }],
    ['32603', { code: 32603 }],
    ['-4902', { code: -4902 }],
    ['-5000', { code: -5000 }],
    ['-32603', { code: -32603 }],
    ['4902 as a string', { code: '4902' }],
    ['an Error subclass with 4902', new ProviderError('Unrecognized chain ID', 4902)],
    ['nested cause with 4902', new ProviderError('wrapped', 1, { cause: { code: 4902 } })],
    ['twice-nested cause with 4902', { cause: { cause: { code: 4902 } } }],
    ['data.originalError with 4902', { code: -32000, data: { originalError: { code: 4902 } } }],
    ['our ChainNotAddedError', new ChainNotAddedError()],
    ['our ChainNotAddedError as a cause', { cause: new ChainNotAddedError() }],
  ])('true for %s', (_, error) => {
    expect(isChainNotAddedError(error)).toBe(true)
  })

  test.each([
    ['user rejection', { code: 4001 }],
    ['internal JSON-RPC error', { code: -32000 }],
    ['nested 5000 (only 4902 counts nested)', { cause: { code: 5000 } }],
    ['nested 32603', { data: { originalError: { code: -32603 } } }],
    ['no code', new Error('boom')],
    ['a non-numeric code', { code: 'ACTION_REJECTED' }],
    ['a string', 'boom'],
    ['null', null],
    ['undefined', undefined],
    ['NaN code', { code: Number.NaN }],
  ])('false for %s', (_, error) => {
    expect(isChainNotAddedError(error)).toBe(false)
  })

  test('stops on cyclic causes', () => {
    const a: { code: number; cause?: unknown } = { code: 1 }
    a.cause = { code: 2, cause: a }
    expect(isChainNotAddedError(a)).toBe(false)
  })
})
