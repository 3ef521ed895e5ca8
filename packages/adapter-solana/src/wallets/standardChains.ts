import type { Network } from '@airlock/core'

// The Wallet Standard names Solana clusters by word; Airlock's networks by genesis-hash prefix.
const BY_REFERENCE: Readonly<Record<string, `solana:${string}`>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The Wallet Standard chain (`solana:mainnet`, `solana:devnet`, `solana:testnet`) of a Solana
 * network; any other network is `solana:localnet`.
 */
export function toStandardChain(network: Pick<Network, 'id'>): `solana:${string}` {
  return BY_REFERENCE[String(network.id)] ?? 'solana:localnet'
}
