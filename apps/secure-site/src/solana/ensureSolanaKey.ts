import type { SiteContext } from '../server/SiteContext'
import type { UserRow } from '../users/types'
import { createSolanaKey } from './createSolanaKey'

/**
 * The user with their Solana key: users made before Solana keys get one on first use. Two
 * requests racing here store one key (the first write wins; the other reads it back).
 *
 * @example
 * const user = await ensureSolanaKey(ctx, session.user) // user.solana_address: 'Fh3...'
 */
export async function ensureSolanaKey(
  ctx: SiteContext,
  user: UserRow,
): Promise<UserRow & { solana_address: string; solana_encrypted_key: string }> {
  if (user.solana_address && user.solana_encrypted_key)
    return user as UserRow & { solana_address: string; solana_encrypted_key: string }
  const key = createSolanaKey(ctx.masterKey, user.id)
  await ctx.store.query(
    `update secure_users set solana_address = $2, solana_encrypted_key = $3
     where id = $1 and solana_address is null`,
    [user.id, key.address, key.encryptedKey],
  )
  const { rows } = await ctx.store.query<{ solana_address: string; solana_encrypted_key: string }>(
    'select solana_address, solana_encrypted_key from secure_users where id = $1',
    [user.id],
  )
  const row = rows[0]
  if (!row?.solana_address) throw new TypeError('the Solana key was not stored')
  return {
    ...user,
    solana_address: row.solana_address,
    solana_encrypted_key: row.solana_encrypted_key,
  }
}
