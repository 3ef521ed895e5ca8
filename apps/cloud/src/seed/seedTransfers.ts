import { DEPLOYER_ACCOUNT_INDEX } from '../chains/constants'
import { ONRAMP_SEED_TRANSACTION_COUNT } from '../onramp/runOnrampSeedTransactions'
import { SWAP_SEED_TRANSACTION_COUNT } from '../swap/seedPools'
import type { SeedToken } from './seedTokens'

/** One transaction the seed sends after deploying, between test account indexes. */
export type SeedTransfer = {
  from: number
  to: number
  /** `eth` for a native transfer, else the seeded token's key. */
  asset: 'eth' | SeedToken['key']
  /** Whole units for ETH and ERC-20 (e.g. '1.5'), the token id for ERC-721. */
  amount: string
  /** ERC-721 only: the deployer mints the token to `to` instead of transferring it. */
  mint?: boolean
}

const deployer = DEPLOYER_ACCOUNT_INDEX

/** Small transfers from accounts 1-9 to account 0, so that its history has a second page. */
const toAccount0: SeedTransfer[] = Array.from({ length: 12 }, (_, k): SeedTransfer => {
  const from = 1 + (k % 9)
  if (k % 3 === 0) return { from, to: 0, asset: 'eth', amount: String((k + 1) / 100) }
  if (k % 3 === 1) return { from, to: 0, asset: 'usdc', amount: String(10 * (k + 1)) }
  return { from, to: 0, asset: 'air', amount: String(k + 1) }
})

/**
 * The transactions every fresh chain gets, in order, after the five deployments. The deployer's
 * come last: its nonce reaching `SEED_DEPLOYER_NONCE` means the whole seed ran.
 */
export const SEED_TRANSFERS: readonly SeedTransfer[] = [
  { from: 0, to: 1, asset: 'eth', amount: '1.5' },
  { from: 2, to: 0, asset: 'eth', amount: '0.25' },
  { from: 0, to: 1, asset: 'usdc', amount: '125.5' },
  { from: 3, to: 0, asset: 'air', amount: '42' },
  { from: 0, to: 2, asset: 'whole', amount: '7' },
  ...toAccount0,
  { from: deployer, to: 0, asset: 'pass', amount: '1', mint: true },
  { from: deployer, to: 1, asset: 'pass', amount: '2', mint: true },
  // The spam airdrop: minted to the deployer, then pushed to account 0.
  { from: deployer, to: deployer, asset: 'free', amount: '1', mint: true },
  { from: deployer, to: 0, asset: 'free', amount: '1' },
]

/** The deployer's nonce after the tokens: five deployments plus its transfers (9). */
export const TOKEN_SEED_DEPLOYER_NONCE: number =
  5 + SEED_TRANSFERS.filter((transfer) => transfer.from === deployer).length

/**
 * The deployer's nonce once the seed is complete: the tokens', then the swap seed's
 * transactions (`src/swap`, 14), then the on-ramp treasury's mints (`src/onramp`, 2), 25 in all.
 */
export const SEED_DEPLOYER_NONCE: number =
  TOKEN_SEED_DEPLOYER_NONCE + SWAP_SEED_TRANSACTION_COUNT + ONRAMP_SEED_TRANSACTION_COUNT
