/** CAIP-2 ids of the networks catalogue entries may support. */
export const evmChainIds = [
  'eip155:1',
  'eip155:8453',
  'eip155:10',
  'eip155:137',
  'eip155:42161',
  'eip155:56',
  'eip155:43114',
  'eip155:324',
] as const

/** Solana mainnet, testnet and devnet (genesis-hash prefixes, as CAIP-2 has them). */
export const solanaChainIds = [
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
] as const
