import { describe, expect, test } from 'vitest'
import { UnsupportedChainError } from '../errors/network'
import { InvalidSendParametersError } from '../errors/send'
import { filterBalances } from './filterBalances'
import { filterTransactions } from './filterTransactions'
import { hasInsufficientGas } from './hasInsufficientGas'
import type { TokenBalance, Transaction } from './types'
import { validateSendParameters } from './validateSendParameters'

describe('hasInsufficientGas (SPEC.md §5)', () => {
  test.each([
    [{ nativeBalance: 0 }, true],
    [{ nativeBalance: '0' }, true],
    [{ nativeBalance: '0.00' }, true],
    [{ nativeBalance: undefined }, true],
    [{ nativeBalance: 'abc' }, true],
    [{ nativeBalance: -1 }, true],
    [{ nativeBalance: 10, gasPriceInUsd: 11 }, true],
    [{ nativeBalance: '1.5', gasPriceInUsd: '2' }, true],
    [{ nativeBalance: 10, gasPriceInUsd: 10 }, false],
    [{ nativeBalance: 10, gasPriceInUsd: 0.5 }, false],
    [{ nativeBalance: 10 }, false],
    [{ nativeBalance: 10, gasPriceInUsd: 11, accountType: 'eoa' }, true],
    [{ nativeBalance: 0, accountType: 'smartAccount' }, false],
    [{ nativeBalance: 10, gasPriceInUsd: 11, accountType: 'smartAccount' }, false],
  ] as const)('%j -> %s', (parameters, insufficient) => {
    expect(hasInsufficientGas(parameters)).toBe(insufficient)
  })
})

function balance(symbol: string, decimals: string): TokenBalance {
  return {
    name: symbol,
    symbol,
    chainId: 'eip155:1',
    value: 1,
    price: 1,
    quantity: { decimals, numeric: '1' },
    iconUrl: '',
  }
}

describe('filterBalances (SPEC.md §5, §9)', () => {
  test('drops quantity.decimals 0, keeps the rest in order', () => {
    const balances = [
      balance('ETH', '18'),
      balance('ZERO', '0'),
      balance('USDC', '6'),
      balance('Z2', '0'),
    ]
    expect(filterBalances(balances).map((b) => b.symbol)).toEqual(['ETH', 'USDC'])
  })
  test('a numeric 0 counts too', () => {
    const zero = { quantity: { decimals: 0 as unknown as string, numeric: '1' } }
    expect(filterBalances([zero])).toEqual([])
  })
})

function transaction(id: string, chain: string, spamFlags: (boolean | undefined)[]): Transaction {
  return {
    id,
    metadata: { minedAt: '2024-01-01T00:00:00Z', chain },
    transfers: spamFlags.map((isSpam) =>
      isSpam === undefined ? {} : { nft_info: { flags: { is_spam: isSpam } } },
    ),
  }
}

describe('filterTransactions (SPEC.md §5)', () => {
  const transactions = [
    transaction('fungible', 'eip155:1', [undefined]),
    transaction('all-spam', 'eip155:1', [true, true]),
    transaction('some-spam', 'eip155:1', [true, false]),
    transaction('spam-and-fungible', 'eip155:1', [true, undefined]),
    transaction('nft', 'eip155:1', [false]),
    transaction('no-transfers', 'eip155:1', []),
    transaction('other-chain', 'eip155:10', [undefined]),
    transaction('other-chain-spam', 'eip155:10', [true]),
  ]

  test('keeps the active chain without all-spam transactions', () => {
    expect(filterTransactions(transactions, 'eip155:1').map((t) => t.id)).toEqual([
      'fungible',
      'some-spam',
      'spam-and-fungible',
      'nft',
      'no-transfers',
    ])
  })

  test('another active chain', () => {
    expect(filterTransactions(transactions, 'eip155:10').map((t) => t.id)).toEqual(['other-chain'])
  })
})

const EVM = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const SOL = '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q'

describe('validateSendParameters (SPEC.md §5)', () => {
  test.each([
    [{ namespace: 'eip155', amount: '0.5', receiverAddress: EVM }, '0.5'],
    [{ namespace: 'eip155', amount: 2, receiverAddress: EVM }, '2'],
    [{ namespace: 'solana', amount: ' 1 ', receiverAddress: ` ${SOL} ` }, '1'],
    [{ namespace: 'solana', amount: '.25', receiverAddress: SOL }, '.25'],
  ])('accepts %j', (parameters, amount) => {
    expect(validateSendParameters(parameters)).toEqual({
      namespace: parameters.namespace,
      amount,
      receiverAddress: parameters.receiverAddress.trim(),
    })
  })

  test.each([
    { namespace: 'solana', amount: undefined, receiverAddress: SOL },
    { namespace: 'solana', amount: '', receiverAddress: SOL },
    { namespace: 'solana', amount: '1', receiverAddress: undefined },
    { namespace: 'solana', amount: '1', receiverAddress: '' },
    { namespace: 'solana', amount: '0', receiverAddress: SOL },
    { namespace: 'solana', amount: '-1', receiverAddress: SOL },
    { namespace: 'solana', amount: 'abc', receiverAddress: SOL },
    { namespace: 'solana', amount: '1', receiverAddress: EVM },
    { namespace: 'eip155', amount: '1', receiverAddress: SOL },
    { namespace: 'eip155', amount: 0, receiverAddress: EVM },
  ])('rejects %j with the send message', (parameters) => {
    expect(() => validateSendParameters(parameters)).toThrow(InvalidSendParametersError)
    expect(() => validateSendParameters(parameters)).toThrow(
      'Please enter a valid amount and receiver address',
    )
  })

  test.each(['bip122', 'polkadot', 'cosmos'])('%s throws Unsupported chain', (namespace) => {
    const run = () => validateSendParameters({ namespace, amount: '1', receiverAddress: EVM })
    expect(run).toThrow(UnsupportedChainError)
    try {
      run()
    } catch (error) {
      expect((error as UnsupportedChainError).shortMessage).toBe('Unsupported chain')
    }
  })
})
