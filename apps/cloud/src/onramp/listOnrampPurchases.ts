import { getAddress } from 'viem'
import type { HistoryTransactionBody } from '../blockchain/getHistoryPage'
import { type IconRequest, tokenIconUrl } from '../blockchain/tokenIconUrl'
import type { CloudContext } from '../server/types'
import { ONRAMP_ASSETS } from './constants'
import { treasuryAddress } from './payFromTreasury'

type Row = {
  id: string
  chain_id: number
  asset: string
  status: 'pending' | 'completed'
  crypto_amount: string
  usd_amount: string
  tx_hash: string | null
  created_at: string
  completed_at: string | null
}

/**
 * The account's purchases through the local provider on `chainIds`, newest first, in history's
 * transaction shape with `operationType: 'buy'` (`GET /v1/account/{address}/history?onramp=coinbase`).
 * A paid purchase has its transaction's id (`{hash}:{chainId}`), so a client listing history too
 * shows it once; one being paid is `pending`.
 *
 * @example
 * const data = await listOnrampPurchases(ctx, { address, chainIds: [1], icon })
 */
export async function listOnrampPurchases(
  ctx: CloudContext,
  { address, chainIds, icon }: { address: string; chainIds: number[]; icon: IconRequest },
): Promise<HistoryTransactionBody[]> {
  const { rows } = await ctx.store.query<Row>(
    `select id, chain_id, asset, status, crypto_amount, usd_amount::text as usd_amount, tx_hash,
       created_at::text as created_at, completed_at::text as completed_at
     from onramp_purchases
     where address = $1 and chain_id = any($2::int[]) and status in ('pending', 'completed')
     order by created_at desc limit 100`,
    [address, chainIds],
  )
  return rows.map((row) => {
    const numeric = row.crypto_amount
    const usd = Number(row.usd_amount)
    return {
      id: row.tx_hash ? `${row.tx_hash}:${row.chain_id}` : `onramp:${row.id.slice(0, 12)}`,
      metadata: {
        operationType: 'buy',
        hash: row.tx_hash ?? '',
        minedAt: new Date(Number(row.completed_at ?? row.created_at)).toISOString(),
        sentFrom: treasuryAddress(),
        sentTo: getAddress(address),
        status: row.status === 'completed' ? 'confirmed' : ('pending' as 'confirmed'),
        nonce: 0,
        chain: `eip155:${row.chain_id}`,
      },
      transfers: [
        {
          fungible_info: {
            name: ONRAMP_ASSETS.find((entry) => entry.symbol === row.asset)?.name ?? row.asset,
            symbol: row.asset,
            icon: { url: tokenIconUrl(ctx, row.asset, icon) },
          },
          direction: 'in',
          sender: treasuryAddress(),
          recipient: getAddress(address),
          quantity: { numeric },
          value: usd,
          price: Number(numeric) > 0 ? usd / Number(numeric) : 0,
        },
      ],
    }
  })
}
