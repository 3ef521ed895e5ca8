import { defineChain } from 'viem'
import { gnosis as viemGnosis, mainnet as viemMainnet, sepolia as viemSepolia } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { defineEvmNetwork } from './defineEvmNetwork'

describe('defineEvmNetwork', () => {
  test('converts a viem chain', () => {
    expect(defineEvmNetwork(viemMainnet)).toEqual({
      id: 1,
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:1',
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [...viemMainnet.rpcUrls.default.http] } },
      blockExplorers: {
        default: { name: 'Etherscan', url: viemMainnet.blockExplorers.default.url },
      },
      testnet: false,
    })
  })

  test('keeps testnet and websocket URLs', () => {
    expect(defineEvmNetwork(viemSepolia).testnet).toBe(true)
    expect(defineEvmNetwork(viemGnosis).rpcUrls.default.webSocket).toEqual(
      viemGnosis.rpcUrls.default.webSocket,
    )
  })

  test('a chain without explorer has no blockExplorers', () => {
    const local = defineChain({
      id: 31337,
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    })
    const network = defineEvmNetwork(local)
    expect(network.caipNetworkId).toBe('eip155:31337')
    expect(network).not.toHaveProperty('blockExplorers')
    expect(network.rpcUrls.default).toEqual({ http: ['http://127.0.0.1:8545'] })
  })

  test('does not share arrays with viem', () => {
    const network = defineEvmNetwork(viemMainnet)
    expect(network.rpcUrls.default.http).not.toBe(viemMainnet.rpcUrls.default.http)
  })
})
