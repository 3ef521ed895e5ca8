import { getAddress } from 'viem'
import { httpError } from '../server/httpError'
import type { RunningChain } from '../server/types'

/**
 * The account of a swap request (`userAddress`): CAIP-10 on the request's chain, or a plain
 * `0x` address; 400 `Invalid userAddress` otherwise (another chain's CAIP-10 included).
 *
 * @example
 * parseSwapAccount('eip155:1:0xf39F…2266', chain) // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function parseSwapAccount(value: unknown, chain: RunningChain): `0x${string}` {
  const match =
    typeof value === 'string'
      ? /^(?:eip155:(\d{1,16}):)?(0x[0-9a-fA-F]{40})$/.exec(value.trim())
      : null
  if (!match?.[2] || (match[1] !== undefined && Number(match[1]) !== chain.chainId))
    httpError(400, 'Invalid userAddress', { userAddress: value ?? null })
  return getAddress(match[2])
}
