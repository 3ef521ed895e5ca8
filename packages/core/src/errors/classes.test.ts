import { describe, expect, test } from 'vitest'
import { BaseError } from './base'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './caip'
import {
  AddressOrAuthConnectorNotFoundError,
  ConnectBeforeRequestError,
  FailedToDisconnectError,
  JsonRpcProviderNotFoundError,
  NoActiveCaipAddressError,
  SignClientNotInitializedError,
} from './connection'
import { NameRegistrationError, NameResolutionError, NameSuggestionsError } from './names'
import {
  ChainAdapterNotFoundError,
  ChainNotSupportedError,
  GasPriceNetworkNotSupportedError,
  NamespaceNotConfiguredError,
  NetworkNotFoundError,
  NoActiveCaipNetworkError,
  NoRpcUrlError,
  SwapsNetworkNotSupportedError,
  UnsupportedChainError,
} from './network'
import { RequestAbortedError, RpcMethodNotAllowedError, UserRejectedRequestError } from './request'
import { InvalidSendParametersError, SendTransactionFailedError } from './send'
import { SiwxNotEnabledError } from './siwx'
import { PermissionNotFoundError, SmartSessionsNotEnabledError } from './smartSessions'
import { TransactionsAccountAddressRequiredError } from './transactions'
import { IntegerOutOfRangeError, InvalidDecimalNumberError } from './units'
import { ChainNotAddedError, WalletRpcError } from './wallet'

// [error, name, SPEC.md §8 literal]
const table: [BaseError, string, string][] = [
  [
    new InvalidCaipAddressError({ caipAddress: 'x' }),
    'InvalidCaipAddressError',
    'Invalid CAIP Address',
  ],
  [
    new InvalidCaipNetworkIdError({ caipNetworkId: 'x' }),
    'InvalidCaipNetworkIdError',
    'Invalid CAIP Network ID',
  ],
  [new NetworkNotFoundError(), 'NetworkNotFoundError', 'Network not found'],
  [new UnsupportedChainError(), 'UnsupportedChainError', 'Unsupported chain'],
  [new ChainNotSupportedError(), 'ChainNotSupportedError', 'Chain is not supported'],
  [new ChainAdapterNotFoundError(), 'ChainAdapterNotFoundError', 'Chain adapter not found'],
  [new NamespaceNotConfiguredError(), 'NamespaceNotConfiguredError', 'Namespace is not configured'],
  [
    new NoActiveCaipNetworkError(),
    'NoActiveCaipNetworkError',
    'No ActiveCaipNetwork or client found',
  ],
  [new NoRpcUrlError(), 'NoRpcUrlError', 'No RPC url provided for chainId'],
  [
    new GasPriceNetworkNotSupportedError(),
    'GasPriceNetworkNotSupportedError',
    'Network not supported for Gas Price',
  ],
  [
    new SwapsNetworkNotSupportedError(),
    'SwapsNetworkNotSupportedError',
    'Network not supported for Swaps',
  ],
  [new NoActiveCaipAddressError(), 'NoActiveCaipAddressError', 'No ActiveCaipAddress found'],
  [new FailedToDisconnectError(), 'FailedToDisconnectError', 'Failed to disconnect'],
  [
    new AddressOrAuthConnectorNotFoundError(),
    'AddressOrAuthConnectorNotFoundError',
    'Address or auth connector not found',
  ],
  [
    new SignClientNotInitializedError(),
    'SignClientNotInitializedError',
    'Sign Client not initialized',
  ],
  [
    new ConnectBeforeRequestError(),
    'ConnectBeforeRequestError',
    'Please call connect() before request()',
  ],
  [
    new JsonRpcProviderNotFoundError(),
    'JsonRpcProviderNotFoundError',
    'JSON-RPC provider not found',
  ],
  [new RequestAbortedError(), 'RequestAbortedError', 'Request was aborted'],
  [new UserRejectedRequestError(), 'UserRejectedRequestError', 'Signature declined'],
  [new RpcMethodNotAllowedError(), 'RpcMethodNotAllowedError', 'Requested RPC call is not allowed'],
  [new SiwxNotEnabledError(), 'SiwxNotEnabledError', 'SIWX is not enabled'],
  [
    new SmartSessionsNotEnabledError(),
    'SmartSessionsNotEnabledError',
    'Smart sessions are not enabled',
  ],
  [new PermissionNotFoundError(), 'PermissionNotFoundError', 'Permission not found'],
  [new InvalidDecimalNumberError({ value: '1e3' }), 'InvalidDecimalNumberError', 'Invalid input'],
  [new IntegerOutOfRangeError({ value: '-1' }), 'IntegerOutOfRangeError', 'Invalid input'],
  [
    new InvalidSendParametersError(),
    'InvalidSendParametersError',
    'Please enter a valid amount and receiver address',
  ],
  [
    new SendTransactionFailedError(),
    'SendTransactionFailedError',
    'Failed to send transaction. Please try again.',
  ],
  [new NameResolutionError(), 'NameResolutionError', 'Error resolving name'],
  [new NameSuggestionsError(), 'NameSuggestionsError', 'Error fetching name suggestions'],
  [
    new NameRegistrationError({ name: 'bob.eth' }),
    'NameRegistrationError',
    'Error registering name bob.eth',
  ],
  [
    new TransactionsAccountAddressRequiredError(),
    'TransactionsAccountAddressRequiredError',
    "Transactions can't be fetched without an accountAddress",
  ],
  [new WalletRpcError(), 'WalletRpcError', 'An error occurred'],
  [new ChainNotAddedError(), 'ChainNotAddedError', 'Network not found'],
]

describe('error classes', () => {
  test.each(table)('%o', (error, name, shortMessage) => {
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe(name)
    expect(error.shortMessage).toBe(shortMessage)
    expect(error.message.split('\n')[0]).toBe(shortMessage)
  })

  test('names are distinct', () => {
    const names = table.map(([, name]) => name)
    expect(new Set(names).size).toBe(names.length)
  })

  test('keeps the cause and derives details from it', () => {
    const cause = new Error('socket closed')
    const error = new FailedToDisconnectError({ cause })
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('socket closed')
    expect(error.walk()).toBe(cause)
  })
})

describe('context carried by errors', () => {
  test('InvalidCaipAddressError shows what it received', () => {
    const error = new InvalidCaipAddressError({ caipAddress: 'eip155:1' })
    expect(error.caipAddress).toBe('eip155:1')
    expect(error.message).toContain('Received: eip155:1')
  })

  test('InvalidCaipNetworkIdError shows what it received', () => {
    const error = new InvalidCaipNetworkIdError({ caipNetworkId: 'eip155' })
    expect(error.caipNetworkId).toBe('eip155')
    expect(error.message).toContain('Received: eip155')
  })

  test.each([
    new NetworkNotFoundError({ caipNetworkId: 'eip155:999' }),
    new UnsupportedChainError({ caipNetworkId: 'eip155:999' }),
    new ChainNotSupportedError({ caipNetworkId: 'eip155:999' }),
    new NoRpcUrlError({ caipNetworkId: 'eip155:999' }),
    new GasPriceNetworkNotSupportedError({ caipNetworkId: 'eip155:999' }),
    new SwapsNetworkNotSupportedError({ caipNetworkId: 'eip155:999' }),
  ])('$name names the network', (error) => {
    expect(error.metaMessages).toEqual(['Network: eip155:999'])
  })

  test('ChainAdapterNotFoundError names the namespace', () => {
    const error = new ChainAdapterNotFoundError({ namespace: 'bip122' })
    expect(error.namespace).toBe('bip122')
    expect(error.metaMessages).toEqual(['Namespace: bip122'])
    expect(new ChainAdapterNotFoundError().metaMessages).toBeUndefined()
  })

  test('RpcMethodNotAllowedError names the method', () => {
    const error = new RpcMethodNotAllowedError({ method: 'eth_sign' })
    expect(error.method).toBe('eth_sign')
    expect(error.metaMessages).toEqual(['Method: eth_sign'])
    expect(new RpcMethodNotAllowedError().method).toBeUndefined()
  })

  test('UserRejectedRequestError carries code 4001 unless told otherwise', () => {
    expect(new UserRejectedRequestError().code).toBe(4001)
    expect(new UserRejectedRequestError({ code: 5000 }).code).toBe(5000)
  })

  test('NameRegistrationError keeps the name', () => {
    expect(new NameRegistrationError({ name: 'bob.eth' }).accountName).toBe('bob.eth')
  })
})
