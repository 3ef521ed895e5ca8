import { describe, expect, test } from 'vitest'
import { BaseError } from './base'
import { NetworkNotFoundError } from './network'
import { normalizeWalletError } from './normalizeWalletError'
import { RequestAbortedError, UserRejectedRequestError } from './request'
import { ChainNotAddedError, WalletRpcError } from './wallet'

describe('normalizeWalletError (SPEC.md §8)', () => {
  test.each([
    [
      { code: 4001, message: 'User rejected the request.' },
      UserRejectedRequestError,
      'Signature declined',
    ],
    [{ code: 5000, message: 'User rejected.' }, UserRejectedRequestError, 'Signature declined'],
    [{ code: 4902, message: 'Unrecognized chain ID' }, ChainNotAddedError, 'Network not found'],
    [{ code: 5000 }, ChainNotAddedError, 'Network not found'],
    [{ code: -32603 }, ChainNotAddedError, 'Network not found'],
    [{ data: { originalError: { code: 4902 } } }, ChainNotAddedError, 'Network not found'],
    [{ code: -32000, message: 'insufficient funds' }, WalletRpcError, 'An error occurred'],
    [new Error('boom'), WalletRpcError, 'An error occurred'],
    ['boom', WalletRpcError, 'An error occurred'],
    [undefined, WalletRpcError, 'An error occurred'],
  ])('%j becomes %o', (input, type, shortMessage) => {
    const error = normalizeWalletError(input)
    expect(error).toBeInstanceOf(type)
    expect(error).toBeInstanceOf(BaseError)
    expect(error.shortMessage).toBe(shortMessage)
    expect(error.cause).toBe(input)
  })

  test('keeps the wallet code and message', () => {
    const error = normalizeWalletError({ code: -32000, message: 'insufficient funds' })
    expect(error.code).toBe(-32000)
    expect(error.details).toBe('insufficient funds')
    expect(normalizeWalletError({ code: 4902 }).code).toBe(4902)
    expect(normalizeWalletError({ data: { originalError: { code: 4902 } } }).code).toBeUndefined()
  })

  test('no code and no message leave both unset', () => {
    const error = normalizeWalletError({ message: '' })
    expect(error.code).toBeUndefined()
    expect(error.details).toBeUndefined()
  })

  test.each([
    new UserRejectedRequestError(),
    new ChainNotAddedError(),
    new WalletRpcError(),
    new NetworkNotFoundError(),
    new RequestAbortedError(),
  ])('returns our own $name as is', (error) => {
    expect(normalizeWalletError(error)).toBe(error)
  })

  test('an error of ours wrapping a rejection becomes a rejection', () => {
    const wrapped = new RequestAbortedError({ cause: { code: 4001 } })
    expect(normalizeWalletError(wrapped)).toBeInstanceOf(UserRejectedRequestError)
  })
})
