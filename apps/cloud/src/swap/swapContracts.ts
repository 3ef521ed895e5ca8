import { getContractAddress, parseAbi } from 'viem'
import { DEPLOYER_ACCOUNT_INDEX, TEST_ACCOUNTS } from '../chains/constants'
import { TOKEN_SEED_DEPLOYER_NONCE } from '../seed/seedTransfers'

const deployer = TEST_ACCOUNTS[DEPLOYER_ACCOUNT_INDEX] as `0x${string}`

/** The deployer's nonces that create the Uniswap v2 contracts, right after the token seed. */
export const SWAP_DEPLOY_NONCES = {
  factory: TOKEN_SEED_DEPLOYER_NONCE,
  weth: TOKEN_SEED_DEPLOYER_NONCE + 1,
  router: TOKEN_SEED_DEPLOYER_NONCE + 2,
} as const

/**
 * keccak256 of `UniswapV2Pair`'s creation code in `@uniswap/v2-core@1.0.1`: the CREATE2 init-code
 * hash of every pair, the one `UniswapV2Library.pairFor` of the periphery's router embeds.
 */
export const PAIR_INIT_CODE_HASH =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

/**
 * Addresses of the local AMM (Uniswap v2: factory, WETH9, Router02), the same on every fresh
 * local chain: they follow from the deployer (test account 10) and its nonces.
 */
export const SWAP_CONTRACTS = {
  factory: getContractAddress({ from: deployer, nonce: BigInt(SWAP_DEPLOY_NONCES.factory) }),
  weth: getContractAddress({ from: deployer, nonce: BigInt(SWAP_DEPLOY_NONCES.weth) }),
  router: getContractAddress({ from: deployer, nonce: BigInt(SWAP_DEPLOY_NONCES.router) }),
} as const

/** The functions of the Uniswap v2 contracts the cloud calls. */
export const factoryAbi = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
  'function allPairsLength() view returns (uint256)',
])

export const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
  'function token1() view returns (address)',
])

export const routerAbi = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])
