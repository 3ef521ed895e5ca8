import { seedToken } from '../seed/seedToken'
import { NATIVE_TOKEN_ADDRESS } from '../seed/seedTokens'
import { SWAP_CONTRACTS } from './swapContracts'

/** A token the local AMM swaps; `address` is `0xeeee…eeee` for ETH. */
export type SwapAsset = {
  address: `0x${string}`
  /** The ERC-20 the pools hold: WETH for ETH, else `address`. */
  poolToken: `0x${string}`
  native: boolean
  name: string
  symbol: string
  decimals: number
  iconId: string
  /** On the swap view's suggested list. */
  suggested: boolean
  /** On the swap view's popular list. */
  popular: boolean
}

const erc20 = (key: 'usdc' | 'air' | 'whole', suggested: boolean, popular: boolean): SwapAsset => {
  const token = seedToken(key)
  return {
    address: token.address,
    poolToken: token.address,
    native: false,
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals ?? 0,
    iconId: token.iconId,
    suggested,
    popular,
  }
}

/**
 * The tokens of `/v1/convert/tokens` on every swap chain, in list order: ETH and the seeded
 * ERC-20s that have pools. Suggested: ETH, USDC, AIR. Popular: ETH, USDC.
 *
 * @example
 * SWAP_ASSETS.find((asset) => asset.symbol === 'USDC')?.decimals // 6
 */
export const SWAP_ASSETS: readonly SwapAsset[] = [
  {
    address: NATIVE_TOKEN_ADDRESS,
    poolToken: SWAP_CONTRACTS.weth,
    native: true,
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
    iconId: 'ETH',
    suggested: true,
    popular: true,
  },
  erc20('usdc', true, true),
  erc20('air', true, false),
  erc20('whole', false, false),
]
