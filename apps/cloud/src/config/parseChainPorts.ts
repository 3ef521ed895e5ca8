import { ConfigError } from './errors'
import type { ChainPort } from './types'

/**
 * Parses `AIRLOCK_CHAIN_PORTS` (`chainId:port` pairs, comma separated).
 *
 * @example
 * parseChainPorts('1:8545,8453:8546') // [{ chainId: 1, port: 8545 }, { chainId: 8453, port: 8546 }]
 */
export function parseChainPorts(value: string): ChainPort[] {
  const seen = new Set<number>()
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const match = /^(\d+):(\d+)$/.exec(part)
      const chainId = Number(match?.[1])
      const port = Number(match?.[2])
      if (!match || chainId < 1 || port > 65535 || seen.has(chainId))
        throw new ConfigError(
          'AIRLOCK_CHAIN_PORTS',
          value,
          'distinct chainId:port pairs, e.g. 1:8545,8453:8546',
        )
      seen.add(chainId)
      return { chainId, port }
    })
}
