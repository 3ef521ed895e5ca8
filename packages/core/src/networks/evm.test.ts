import * as viemChains from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { defineEvmNetwork } from './defineEvmNetwork'
import * as evm from './evm'

describe('eip155 networks', () => {
  test.each([
    ['mainnet', 1, false],
    ['sepolia', 11155111, true],
    ['optimism', 10, false],
    ['optimismSepolia', 11155420, true],
    ['arbitrum', 42161, false],
    ['arbitrumSepolia', 421614, true],
    ['base', 8453, false],
    ['baseSepolia', 84532, true],
    ['polygon', 137, false],
    ['polygonAmoy', 80002, true],
    ['bsc', 56, false],
    ['gnosis', 100, false],
    ['avalanche', 43114, false],
    ['zksync', 324, false],
    ['linea', 59144, false],
    ['scroll', 534352, false],
    ['celo', 42220, false],
    ['zora', 7777777, false],
    ['fantom', 250, false],
    ['kaia', 8217, false],
    ['aurora', 1313161554, false],
  ] as const)('%s is eip155:%i', (name, id, testnet) => {
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the table names every export
    const network = evm[name]
    expect(network.id).toBe(id)
    expect(network.chainNamespace).toBe('eip155')
    expect(network.caipNetworkId).toBe(`eip155:${id}`)
    expect(network.testnet).toBe(testnet)
    expect(network.nativeCurrency.decimals).toBe(18)
    expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
    expect(network.name).not.toBe('')
  })

  test('every export is listed above', () => {
    expect(Object.keys(evm)).toHaveLength(21)
  })

  // The definitions are written out as data (see evm.ts); they must stay viem's.
  test.each(Object.keys(evm))("%s is viem's definition, as defineEvmNetwork gives it", (name) => {
    const chain = (viemChains as Record<string, viemChains.Chain>)[name]
    expect(chain).toBeDefined()
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: every export, by name
    expect(evm[name as keyof typeof evm]).toEqual(defineEvmNetwork(chain as viemChains.Chain))
  })
})
