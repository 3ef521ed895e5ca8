import { SessionExpiredError, UserRejectedRequestError, WalletRpcError } from '@airlock/core'
import { expect, test } from 'vitest'
import { errorWords, NotEnoughEthError } from './errorWords'

test('a refused transaction is a declined transaction, not a declined signature', () => {
  expect(errorWords(new UserRejectedRequestError(), 'transaction')).toBe('Transaction declined')
  expect(errorWords(new UserRejectedRequestError(), 'signature')).toBe('Signature declined')
})

test('a wallet error says why, in words about the transaction', () => {
  expect(
    errorWords(
      new WalletRpcError({ details: 'insufficient funds for gas * price + value' }),
      'transaction',
    ),
  ).toBe('Not enough ETH for this transaction and its network fee')
  expect(errorWords(new WalletRpcError({ details: 'nonce too low' }), 'transaction')).toBe(
    'Transaction failed: nonce too low',
  )
  expect(errorWords(new WalletRpcError(), 'transaction')).toBe('Transaction failed')
  expect(errorWords(new WalletRpcError(), 'transaction')).not.toBe('An error occurred')
})

test('a send the account could not pay says so', () => {
  expect(
    errorWords(
      new NotEnoughEthError('Not enough ETH', { cause: new WalletRpcError() }),
      'transaction',
    ),
  ).toBe('Not enough ETH: this account holds less than it sends')
})

test('an expired WalletConnect session says Session Expired, without the SDK topic', () => {
  const expired = new SessionExpiredError({ cause: new Error('Expired. session topic: 1a2b') })
  expect(errorWords(expired, 'signature')).toBe('Session Expired')
  expect(errorWords(expired, 'transaction')).toBe('Session Expired')
})
