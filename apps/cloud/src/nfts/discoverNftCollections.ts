import type { Store } from '@airlock/store'
import { type PublicClient, parseAbi } from 'viem'
import type { NftTransferRow } from './types'

const metadataAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
])

/** An NFT contract first seen in a log, with what it answered. */
export type DiscoveredCollection = {
  address: string
  standard: 'erc721' | 'erc1155'
  name: string
  symbol: string
}

/**
 * Reads name and symbol of the NFT contracts in `transfers` that the store does not know yet.
 * ERC-1155 has no standard name: a contract that does not answer gets `Unknown collection`.
 *
 * @example
 * const fresh = await discoverNftCollections(client, store, 1, nftTransfers)
 */
export async function discoverNftCollections(
  client: PublicClient,
  store: Store,
  chainId: number,
  transfers: readonly NftTransferRow[],
): Promise<DiscoveredCollection[]> {
  const standards = new Map<string, 'erc721' | 'erc1155'>()
  for (const transfer of transfers) standards.set(transfer.tokenAddress, transfer.standard)
  if (standards.size === 0) return []
  const { rows } = await store.query<{ address: string }>(
    'select address from nft_collections where chain_id = $1 and address = any($2::text[])',
    [chainId, [...standards.keys()]],
  )
  const known = new Set(rows.map((row) => row.address))
  const unknown = [...standards].filter(([address]) => !known.has(address))
  return Promise.all(
    unknown.map(async ([address, standard]) => {
      const read = (functionName: 'name' | 'symbol') =>
        client
          .readContract({ address: address as `0x${string}`, abi: metadataAbi, functionName })
          .catch(() => undefined)
      const [name, symbol] = await Promise.all([read('name'), read('symbol')])
      return { address, standard, name: name || 'Unknown collection', symbol: symbol ?? '' }
    }),
  )
}
