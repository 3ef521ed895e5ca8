import type { Store } from '@airlock/store'
import { erc20Abi, type PublicClient } from 'viem'
import type { TransferRow } from './types'

type TokenMetadata = {
  address: string
  kind: 'erc20' | 'erc721'
  name: string
  symbol: string
  decimals: number | null
}

/**
 * Reads name, symbol and (ERC-20) decimals of the token contracts in `transfers` that the store
 * does not know yet, so that balances and history can show tokens deployed after the seed.
 * A contract that does not answer gets an empty symbol and `Unknown token` as its name.
 *
 * @example
 * const fresh = await discoverTokens(client, store, 1, transfers)
 */
export async function discoverTokens(
  client: PublicClient,
  store: Store,
  chainId: number,
  transfers: readonly TransferRow[],
): Promise<TokenMetadata[]> {
  const kinds = new Map<string, 'erc20' | 'erc721'>()
  // ERC-1155 contracts are NFT collections (src/nfts/discoverNftCollections), not tokens.
  for (const transfer of transfers)
    if (transfer.tokenAddress && (transfer.kind === 'erc20' || transfer.kind === 'erc721'))
      kinds.set(transfer.tokenAddress, transfer.kind)
  if (kinds.size === 0) return []
  const { rows } = await store.query<{ address: string }>(
    'select address from tokens where chain_id = $1 and address = any($2::text[])',
    [chainId, [...kinds.keys()]],
  )
  const known = new Set(rows.map((row) => row.address))
  const unknown = [...kinds].filter(([address]) => !known.has(address))
  return Promise.all(
    unknown.map(async ([address, kind]) => {
      const read = <T>(functionName: 'name' | 'symbol' | 'decimals'): Promise<T | undefined> =>
        client
          .readContract({ address: address as `0x${string}`, abi: erc20Abi, functionName })
          .then((value) => value as T)
          .catch(() => undefined)
      const [name, symbol, decimals] = await Promise.all([
        read<string>('name'),
        read<string>('symbol'),
        kind === 'erc20' ? read<number>('decimals') : Promise.resolve(undefined),
      ])
      return {
        address,
        kind,
        name: name ?? 'Unknown token',
        symbol: symbol ?? '',
        decimals: decimals ?? null,
      }
    }),
  )
}
