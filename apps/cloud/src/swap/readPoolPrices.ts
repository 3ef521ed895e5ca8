import { formatUnits } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../seed/seedTokens'
import type { RunningChain } from '../server/types'
import { readReserves } from './readReserves'
import { SWAP_ASSETS } from './swapAssets'

/** The stablecoin every USD price is read against: the seeded USDC, 1 USD by definition. */
const usd = SWAP_ASSETS.find((asset) => asset.symbol === 'USDC') as (typeof SWAP_ASSETS)[number]

/**
 * USD prices of the swap tokens from the chain's pools against the seeded stablecoin (USDC):
 * a token's price is USDC's reserve over its own in the token/USDC pool, ETH's that of WETH.
 * Keys are lower-case addresses, ETH under `0xeeee…eeee` (and WETH's). A token without a pool
 * is absent, and a chain without the AMM (an upstream that was not seeded) gives an empty map.
 *
 * @example
 * (await readPoolPrices(chain)).get('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee') // 3150
 */
export async function readPoolPrices(chain: RunningChain): Promise<Map<string, number>> {
  const prices = new Map<string, number>([[usd.address.toLowerCase(), 1]])
  const others = SWAP_ASSETS.filter((asset) => asset !== usd)
  const reserves = await Promise.all(
    others.map((asset) => readReserves(chain, asset.poolToken, usd.poolToken).catch(() => null)),
  )
  others.forEach((asset, i) => {
    const r = reserves[i]
    if (!r) return
    const price =
      Number(formatUnits(r.reserveB, usd.decimals)) /
      Number(formatUnits(r.reserveA, asset.decimals))
    prices.set(asset.address.toLowerCase(), price)
    if (asset.native) {
      prices.set(NATIVE_TOKEN_ADDRESS, price)
      prices.set(asset.poolToken.toLowerCase(), price)
    }
  })
  // Without any pool the chain has no AMM: no price at all rather than USDC alone.
  return prices.size === 1 ? new Map() : prices
}
