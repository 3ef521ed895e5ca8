import * as chains from 'viem/chains'
import type { PreparedChain } from './preparedTypes'

const known = new Map<number, PreparedChain>()
for (const chain of Object.values(chains) as {
  id?: unknown
  name?: unknown
  nativeCurrency?: { symbol: string; decimals: number }
}[])
  if (
    typeof chain.id === 'number' &&
    typeof chain.name === 'string' &&
    chain.nativeCurrency &&
    !known.has(chain.id)
  )
    known.set(chain.id, {
      id: chain.id,
      name: chain.name,
      symbol: chain.nativeCurrency.symbol,
      decimals: chain.nativeCurrency.decimals,
    })

/**
 * The name and native currency of a chain, from viem's chain list (the approval screen shows the
 * value in that currency); an unknown chain is `Chain <id>` paying in ETH, 18 decimals.
 *
 * @example
 * describeChain(1) // { id: 1, name: 'Ethereum', symbol: 'ETH', decimals: 18 }
 */
export function describeChain(chainId: number): PreparedChain {
  return (
    known.get(chainId) ?? { id: chainId, name: `Chain ${chainId}`, symbol: 'ETH', decimals: 18 }
  )
}
