import { encodePacked, getContractAddress, keccak256 } from 'viem'
import { PAIR_INIT_CODE_HASH, SWAP_CONTRACTS } from './swapContracts'

/**
 * The address of the Uniswap v2 pair of two tokens (CREATE2 from the local factory), whether
 * or not it has been created: the same computation as the router's `pairFor`.
 *
 * @example
 * pairAddress(SWAP_CONTRACTS.weth, seedToken('usdc').address) // '0x…'
 */
export function pairAddress(tokenA: `0x${string}`, tokenB: `0x${string}`): `0x${string}` {
  const [token0, token1] = sortTokens(tokenA, tokenB)
  return getContractAddress({
    opcode: 'CREATE2',
    from: SWAP_CONTRACTS.factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: PAIR_INIT_CODE_HASH,
  })
}

function sortTokens(a: `0x${string}`, b: `0x${string}`): [`0x${string}`, `0x${string}`] {
  return a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
}
