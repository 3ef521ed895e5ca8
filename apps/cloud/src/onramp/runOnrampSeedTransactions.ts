import { encodeFunctionData, type Hex, parseAbi, parseUnits } from 'viem'
import { DEPLOYER_ACCOUNT_INDEX } from '../chains/constants'
import { seedToken } from '../seed/seedToken'
import type { SeedSend } from '../swap/runSwapSeedTransactions'
import { ONRAMP_ASSETS, ONRAMP_TREASURY_TOKEN_FLOAT } from './constants'
import { treasuryAddress } from './payFromTreasury'

const mintAbi = parseAbi(['function mint(address to, uint256 value)'])

/** The ERC-20s the on-ramp sells, in `ONRAMP_ASSETS` order. */
const tokenAssets = ONRAMP_ASSETS.flatMap((asset) => (asset.token ? [asset.token] : []))

/** The deployer transactions this half of the seed sends: one mint per ERC-20 on sale (2). */
export const ONRAMP_SEED_TRANSACTION_COUNT: number = tokenAssets.length

/**
 * The on-ramp's part of the chain seed, last: the deployer (the tokens' minter) mints the
 * on-ramp treasury (test mnemonic account 11) 1 000 000 of each ERC-20 the local provider sells
 * (USDC, AIR), so a purchase of a token is paid with a plain `transfer`.
 *
 * @example
 * await runOnrampSeedTransactions(send) // after the swap seed
 */
export async function runOnrampSeedTransactions(send: SeedSend): Promise<void> {
  const treasury: Hex = treasuryAddress()
  for (const key of tokenAssets) {
    const token = seedToken(key)
    await send(DEPLOYER_ACCOUNT_INDEX, {
      to: token.address,
      data: encodeFunctionData({
        abi: mintAbi,
        functionName: 'mint',
        args: [treasury, parseUnits(ONRAMP_TREASURY_TOKEN_FLOAT, token.decimals ?? 0)],
      }),
    })
  }
}
