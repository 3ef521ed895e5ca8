import type { Store } from '@airlock/store'
import type { ImageKind } from './types'

/**
 * The label and colour of an image, or undefined for an unknown id. Wallet images are found by
 * `image_id` (what `getWallets` returns) or by wallet id; the others by their catalogue id,
 * case-insensitively (`usd` and `USD` are one currency).
 */
export async function findImage(
  store: Store,
  kind: ImageKind,
  id: string,
): Promise<{ label: string; color: string } | undefined> {
  if (kind === 'wallet') {
    const { rows } = await store.query<{ label: string; color: string }>(
      'select name as label, color from wallets where image_id = $1 or id = $1 limit 1',
      [id],
    )
    return rows[0]
  }
  const { rows } = await store.query<{ label: string; color: string }>(
    `select label, color from images where kind = $1 and (id = $2 or upper(id) = upper($2))
     order by (id = $2) desc limit 1`,
    [kind, id],
  )
  return rows[0]
}
