import { describe, expect, test } from 'vitest'
import { isUserRejectedError } from './isUserRejectedError'
import { UserRejectedRequestError } from './request'

describe('isUserRejectedError (SPEC.md §8)', () => {
  test.each([
    ['EIP-1193 4001', { code: 4001, message: 'User rejected the request.' }],
    ['4001 without message', { code: 4001 }],
    ['4001 as a string', { code: '4001' }],
    ['viem-style name', { name: 'UserRejectedRequestError', message: 'whatever' }],
    ['ethers ACTION_REJECTED', { code: 'ACTION_REJECTED', message: 'x' }],
    ['WalletConnect 5000 User rejected.', { code: 5000, message: 'User rejected.' }],
    ['Solana adapter message', new Error('User rejected the request.')],
    ['user denied', new Error('MetaMask Tx Signature: User denied transaction signature.')],
    ['user cancelled', { message: 'User cancelled' }],
    ['rejected by user', { message: 'Request rejected by user' }],
    ['nested 4001', { code: -32603, cause: { code: 4001 } }],
    ['nested in data.originalError', { data: { originalError: { code: 4001 } } }],
    ['ours', new UserRejectedRequestError()],
  ])('true for %s', (_, error) => {
    expect(isUserRejectedError(error)).toBe(true)
  })

  test.each([
    ['4902', { code: 4902, message: 'Unrecognized chain' }],
    ['5000 without words', { code: 5000 }],
    ['plain error', new Error('execution reverted')],
    ['message not a string', { message: 42 }],
    ['string', 'User rejected'],
    ['null', null],
  ])('false for %s', (_, error) => {
    expect(isUserRejectedError(error)).toBe(false)
  })
})
