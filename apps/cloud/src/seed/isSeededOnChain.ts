import { DEPLOYER_ACCOUNT_INDEX } from '../chains/constants'
import { testAccount } from '../chains/testAccount'
import type { RunningChain } from '../server/types'
import { SWAP_CONTRACTS } from '../swap/swapContracts'
import { SEED_TOKENS } from './seedTokens'
import { SEED_DEPLOYER_NONCE } from './seedTransfers'

/**
 * Whether a chain holds the complete seed: code at every seeded address, and the deployer's
 * nonce at least where the seed leaves it (its transactions come last, so a seed cut short
 * leaves it lower).
 *
 * @example
 * if (!(await isSeededOnChain(chain))) await runSeedTransactions(chain)
 */
export async function isSeededOnChain(chain: RunningChain): Promise<boolean> {
  const [nonce, ...codes] = await Promise.all([
    chain.client.getTransactionCount({ address: testAccount(DEPLOYER_ACCOUNT_INDEX) }),
    ...SEED_TOKENS.map((token) => chain.client.getCode({ address: token.address })),
    ...Object.values(SWAP_CONTRACTS).map((address) => chain.client.getCode({ address })),
  ])
  return nonce >= SEED_DEPLOYER_NONCE && codes.every((code) => code !== undefined && code !== '0x')
}
