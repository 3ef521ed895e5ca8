import type { Store } from '@airlock/store'
import { NFT_SEED_COLLECTIONS, NFT_SEED_ITEM_NAMES } from './nftSeed'
import { nftSeedCollection } from './nftSeedCollection'

/**
 * Writes the seeded NFT collections (standard, name, spam flag, image colour) and the seeded
 * token names into the store, inside the token seed's `recordSeed` transaction. Upserts.
 *
 * @example
 * await recordNftSeed(tx, 8453)
 */
export async function recordNftSeed(tx: Store, chainId: number): Promise<void> {
  for (const collection of NFT_SEED_COLLECTIONS)
    await tx.query(
      `insert into nft_collections (chain_id, address, standard, name, symbol, color, is_spam, source)
       values ($1, $2, $3, $4, $5, $6, $7, 'seed')
       on conflict (chain_id, address) do update set standard = excluded.standard,
         name = excluded.name, symbol = excluded.symbol, color = excluded.color,
         is_spam = excluded.is_spam, source = 'seed'`,
      [
        chainId,
        collection.address.toLowerCase(),
        collection.standard,
        collection.name,
        collection.symbol,
        collection.color,
        collection.isSpam,
      ],
    )
  for (const item of NFT_SEED_ITEM_NAMES)
    await tx.query(
      `insert into nft_items (chain_id, address, token_id, name) values ($1, $2, $3, $4)
       on conflict (chain_id, address, token_id) do update set name = excluded.name`,
      [chainId, nftSeedCollection(item.key).address.toLowerCase(), item.tokenId, item.name],
    )
}
