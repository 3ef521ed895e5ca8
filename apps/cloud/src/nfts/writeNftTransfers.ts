import type { Store } from '@airlock/store'
import type { DiscoveredCollection } from './discoverNftCollections'
import type { NftTransferRow } from './types'

/**
 * Writes one indexer step's NFT rows inside its locked transaction: discovered collections
 * (kept if already known) and transfers (unique on chain, tx hash, log index and batch index,
 * so a block indexed twice writes nothing twice).
 *
 * @example
 * await writeNftTransfers(tx, 1, collections, nftTransfers)
 */
export async function writeNftTransfers(
  tx: Store,
  chainId: number,
  collections: readonly DiscoveredCollection[],
  transfers: readonly NftTransferRow[],
): Promise<void> {
  for (const c of collections)
    await tx.query(
      `insert into nft_collections (chain_id, address, standard, name, symbol, source)
       values ($1, $2, $3, $4, $5, 'indexer') on conflict (chain_id, address) do nothing`,
      [chainId, c.address, c.standard, c.name, c.symbol],
    )
  for (const t of transfers)
    await tx.query(
      `insert into nft_transfers (chain_id, block_number, tx_hash, log_index, batch_index,
         standard, token_address, token_id, from_address, to_address, amount, mined_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       on conflict (chain_id, tx_hash, log_index, batch_index) do nothing`,
      [
        t.chainId,
        String(t.blockNumber),
        t.txHash,
        t.logIndex,
        t.batchIndex,
        t.standard,
        t.tokenAddress,
        t.tokenId,
        t.from,
        t.to,
        t.amount,
        t.minedAt,
      ],
    )
}
