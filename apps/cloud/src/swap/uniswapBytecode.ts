import { createRequire } from 'node:module'
import type { Hex } from 'viem'

const require = createRequire(import.meta.url)

/** Build artifacts of the published Uniswap v2 packages the local AMM is deployed from. */
const ARTIFACTS = {
  factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  pair: '@uniswap/v2-core/build/UniswapV2Pair.json',
  weth: '@uniswap/v2-periphery/build/WETH9.json',
  router: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
} as const

/**
 * The creation code of a Uniswap v2 contract, as `@uniswap/v2-core@1.0.1` and
 * `@uniswap/v2-periphery@1.1.0-beta.0` publish it (read at first use, not bundled).
 *
 * @example
 * await wallet.sendTransaction({ account, data: uniswapBytecode('factory') + encodedArgs })
 */
export function uniswapBytecode(name: keyof typeof ARTIFACTS): Hex {
  const artifact = require(ARTIFACTS[name]) as { bytecode: string }
  return `0x${artifact.bytecode.replace(/^0x/, '')}`
}
