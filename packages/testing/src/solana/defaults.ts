import type { MockSolanaChainId } from './types'

/** Default Wallet Standard name of the mock Solana wallet. */
export const DEFAULT_MOCK_SOLANA_WALLET_NAME = 'Mock Solana Wallet'

/** Default icon: a 96x96 SVG (a padlock on a purple square) as a base64 data URI. */
export const DEFAULT_MOCK_SOLANA_WALLET_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NiA5NiI+PHJlY3Qgd2lkdGg9Ijk2IiBoZWlnaHQ9Ijk2IiByeD0iMjAiIGZpbGw9IiM3YzNhZWQiLz48cmVjdCB4PSIyNiIgeT0iNDQiIHdpZHRoPSI0NCIgaGVpZ2h0PSIzMiIgcng9IjYiIGZpbGw9IiNmZmYiLz48cGF0aCBkPSJNMzQgNDRWMzRhMTQgMTQgMCAwIDEgMjggMHYxMCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjZmZmIiBzdHJva2Utd2lkdGg9IjciLz48L3N2Zz4=' as const

/**
 * The CAIP-2 reference (first 32 characters of the genesis hash) of each Wallet Standard Solana
 * chain, so a test can tell which cluster a CAIP network id means.
 */
export const MOCK_SOLANA_CHAIN_REFERENCES: Readonly<Record<MockSolanaChainId, string>> = {
  'solana:mainnet': '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:devnet': 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:testnet': '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  'solana:localnet': '',
}
