import type { RunningChain } from '../server/types'
import { pairAddress } from './pairAddress'
import { pairAbi } from './swapContracts'

/** The reserves of a pool, ordered as asked: `reserveA` of `tokenA`, `reserveB` of `tokenB`. */
export type Reserves = { reserveA: bigint; reserveB: bigint }

/**
 * Reads the reserves of the local Uniswap v2 pair of two ERC-20s (WETH for ETH) from the chain;
 * `null` when the pair does not exist (no code) or is empty.
 *
 * @example
 * const reserves = await readReserves(chain, SWAP_CONTRACTS.weth, usdc)
 */
export async function readReserves(
  chain: RunningChain,
  tokenA: `0x${string}`,
  tokenB: `0x${string}`,
): Promise<Reserves | null> {
  try {
    const [reserve0, reserve1] = await chain.client.readContract({
      address: pairAddress(tokenA, tokenB),
      abi: pairAbi,
      functionName: 'getReserves',
    })
    if (reserve0 === 0n || reserve1 === 0n) return null
    const aIsToken0 = tokenA.toLowerCase() < tokenB.toLowerCase()
    return aIsToken0
      ? { reserveA: reserve0, reserveB: reserve1 }
      : { reserveA: reserve1, reserveB: reserve0 }
  } catch (error) {
    // No pair there: the call returns no data, which viem reports as a decoding error.
    if (isNoData(error)) return null
    throw error
  }
}

function isNoData(error: unknown): boolean {
  const names = new Set<string>()
  for (let e = error as { name?: string; cause?: unknown } | undefined; e; e = e.cause as never)
    if (e.name) names.add(e.name)
  return (
    names.has('ContractFunctionZeroDataError') ||
    names.has('AbiDecodingZeroDataError') ||
    names.has('ContractFunctionRevertedError')
  )
}
