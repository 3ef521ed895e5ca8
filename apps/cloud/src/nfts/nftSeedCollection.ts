import { SeedError } from '../seed/SeedError'
import { NFT_SEED_COLLECTIONS, type NftSeedCollection } from './nftSeed'

/**
 * The seeded NFT collection with this key.
 *
 * @example
 * nftSeedCollection('moment').address // '0x72bb9c7ffbE2Ed234e53bc64862DdA6d9fFF333b' on every chain
 */
export function nftSeedCollection(key: NftSeedCollection['key']): NftSeedCollection {
  const collection = NFT_SEED_COLLECTIONS.find((candidate) => candidate.key === key)
  if (!collection) throw new SeedError(`No seeded NFT collection ${key}`)
  return collection
}
