import { describe, expect, test } from 'vitest'
import { createAirlockCore } from '../createAirlockCore'
import { ChainAdapterNotFoundError, ChainNotSupportedError } from '../errors/network'
import { base, mainnet } from '../networks/evm'
import { solana } from '../networks/solana'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { createAdapter } from './createAdapter'
import { createTestAdapter } from './createTestAdapter'
import { getAdapter } from './getAdapter'

describe('createAdapter', () => {
  test('returns the object the factory builds, one per call', () => {
    const factory = () => createTestAdapter()
    const first = createAdapter(factory)
    const second = createAdapter(factory)
    expect(first.namespace).toBe('eip155')
    expect(first).not.toBe(second)
  })
})

describe('getAdapter', () => {
  test('returns the adapter of a namespace, else `Chain adapter not found`', () => {
    const adapter = createTestAdapter()
    const core = createAirlockCore({
      networks: [mainnet],
      adapters: [adapter],
      storage: createMemoryStorage(),
    })
    expect(getAdapter(core, 'eip155')).toBe(adapter)
    expect(() => getAdapter(core, 'solana')).toThrow(ChainAdapterNotFoundError)
    expect(() => getAdapter(core, 'solana')).toThrow('Chain adapter not found')
  })
})

describe('createTestAdapter', () => {
  test('defaults: one announced wallet, a local test account, the first configured network', async () => {
    const adapter = createTestAdapter()
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'test-wallet',
        name: 'Test Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        info: { rdns: 'org.airlock.test' },
      },
    ])
    createAirlockCore({
      networks: [base, mainnet],
      adapters: [adapter],
      storage: createMemoryStorage(),
    })
    expect(adapter.test.caipNetworkId).toBe('eip155:8453')
    const result = await adapter.connect({ connector: adapter.getConnectors()[0]! })
    expect(result.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })

  test('a solana adapter', async () => {
    const adapter = createTestAdapter({ namespace: 'solana' })
    createAirlockCore({
      networks: [mainnet, solana],
      adapters: [adapter],
      storage: createMemoryStorage(),
    })
    expect(adapter.test.caipNetworkId).toBe(solana.caipNetworkId)
    expect(adapter.getConnectors()[0]?.chain).toBe('solana')
  })

  test('a network given is kept', () => {
    const adapter = createTestAdapter({ caipNetworkId: 'eip155:1' })
    createAirlockCore({
      networks: [base, mainnet],
      adapters: [adapter],
      storage: createMemoryStorage(),
    })
    expect(adapter.test.caipNetworkId).toBe('eip155:1')
  })

  test('emitting before setup reports false', () => {
    const adapter = createTestAdapter()
    expect(adapter.test.emitChainChanged('eip155:1')).toBe(false)
    expect(adapter.test.emitAccountChanged('0x1')).toBe(false)
    expect(adapter.test.emitDisconnected()).toBe(false)
    expect(adapter.test.emitConnectors([])).toBe(false)
  })

  test('switch: a wallet error passes through, the add-chain path decides otherwise', async () => {
    const adapter = createTestAdapter()
    const wallet4902 = { code: 4902, message: 'Unrecognized chain ID' }
    adapter.test.switchError = wallet4902
    await expect(adapter.switchNetwork({ network: base })).rejects.toBe(wallet4902)
    adapter.test.canAddChain = false
    await expect(adapter.switchNetwork({ network: base })).rejects.toBeInstanceOf(
      ChainNotSupportedError,
    )
    adapter.test.canAddChain = true
    await adapter.switchNetwork({ network: base })
    expect(adapter.test.caipNetworkId).toBe('eip155:8453')
    adapter.test.switchError = { code: 4001 }
    await expect(adapter.switchNetwork({ network: mainnet })).rejects.toEqual({ code: 4001 })
  })

  test('reconnect finds the session only while hasSession', async () => {
    const adapter = createTestAdapter()
    await expect(adapter.reconnect?.({ connectorId: 'test-wallet' })).resolves.toMatchObject({
      network: 'eip155:1',
    })
    adapter.test.hasSession = false
    await expect(adapter.reconnect?.({ connectorId: 'test-wallet' })).resolves.toBeUndefined()
  })

  test('hashes count up, balances copy', async () => {
    const adapter = createTestAdapter()
    const transaction = { address: '0x1', to: '0x2', value: 1n, network: mainnet }
    await expect(adapter.sendTransaction(transaction)).resolves.toBe(`0x${'0'.repeat(63)}1`)
    await expect(adapter.sendTransaction(transaction)).resolves.toBe(`0x${'0'.repeat(63)}2`)
    const balance = await adapter.getBalance({ address: '0x1', network: mainnet })
    balance.balance = 'changed'
    expect(adapter.test.balance.balance).toBe('1.0')
  })
})
