import type { RunningChain } from '../server/types'
import { NFT_MINTER, NFT_SEED_COLLECTIONS, NFT_SEED_MINTER_NONCE } from './nftSeed'

/**
 * Whether a chain holds the complete NFT seed: code at the NFT seed's contracts and the NFT
 * minter's nonce at least where the seed leaves it.
 *
 * @example
 * if (!(await isNftSeedOnChain(chain))) await runNftSeedTransactions(chain)
 */
export async function isNftSeedOnChain(chain: RunningChain): Promise<boolean> {
  const deployed = NFT_SEED_COLLECTIONS.filter((collection) => collection.artifact !== null)
  const [nonce, ...codes] = await Promise.all([
    chain.client.getTransactionCount({ address: NFT_MINTER.address }),
    ...deployed.map((collection) => chain.client.getCode({ address: collection.address })),
  ])
  return (
    nonce >= NFT_SEED_MINTER_NONCE && codes.every((code) => code !== undefined && code !== '0x')
  )
}
