import { describe, expect, test } from 'vitest'
import { solana, solanaDevnet, solanaTestnet } from './solana'

describe('solana networks', () => {
  test.each([
    [solana, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', false],
    [solanaTestnet, 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', true],
    [solanaDevnet, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', true],
  ])('%#: %s', (network, caipNetworkId, testnet) => {
    expect(network.caipNetworkId).toBe(caipNetworkId)
    expect(`${network.chainNamespace}:${network.id}`).toBe(caipNetworkId)
    expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    expect(network.testnet).toBe(testnet)
    expect(network.rpcUrls.default.http[0]).toMatch(/^https:\/\//)
  })
})
