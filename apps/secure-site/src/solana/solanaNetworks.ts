import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'

/** A Solana network the embedded wallet signs for. */
export type SolanaNetwork = { id: `solana:${string}`; name: string; symbol: 'SOL'; decimals: 9 }

/**
 * The Solana networks of core (mainnet, testnet, devnet), by CAIP-2 id: the only ones a session
 * may be on (an allow-list; the cloud serves each at `/v1/?chainId=<id>`).
 */
export const SOLANA_NETWORKS: readonly SolanaNetwork[] = [
  { id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana', symbol: 'SOL', decimals: 9 },
  {
    id: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    name: 'Solana Testnet',
    symbol: 'SOL',
    decimals: 9,
  },
  {
    id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    name: 'Solana Devnet',
    symbol: 'SOL',
    decimals: 9,
  },
]

/** Whether a protocol chain id names a Solana network (`solana:<reference>`). */
export function isSolanaChainId(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('solana:')
}

/**
 * The Solana network of a CAIP-2 id; any other id is `Chain is not supported`.
 *
 * @example
 * toSolanaNetwork('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1').name // 'Solana Devnet'
 */
export function toSolanaNetwork(value: string | null | undefined): SolanaNetwork {
  const network = SOLANA_NETWORKS.find(({ id }) => id === value)
  if (!network) throw new SecureSiteError(secureSiteMessages.chainNotSupported, 400)
  return network
}
