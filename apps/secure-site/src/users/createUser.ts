import type { Store } from '@airlock/store'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { encryptSecret } from '../crypto/encryptSecret'
import { randomToken } from '../crypto/randomToken'
import type { SiteContext } from '../server/SiteContext'
import { createSolanaKey } from '../solana/createSolanaKey'
import type { UserRow } from './types'

/**
 * Creates a user and their wallet: a new secp256k1 key from the CSPRNG, stored only as
 * AES-256-GCM ciphertext bound to the user id, and an ed25519 key for Solana beside it (its own
 * subkey, see createSolanaKey). The keys are never returned or logged.
 *
 * @example
 * const user = await createUser(ctx, ctx.store, { email: 'ada@example.com' })
 */
export async function createUser(
  ctx: SiteContext,
  store: Store,
  params: { email?: string; socialProvider?: string; socialSubject?: string; userName?: string },
): Promise<UserRow> {
  const id = randomToken()
  const privateKey = generatePrivateKey()
  const solana = createSolanaKey(ctx.masterKey, id)
  const row: UserRow = {
    id,
    email: params.email ?? null,
    social_provider: params.socialProvider ?? null,
    social_subject: params.socialSubject ?? null,
    user_name: params.userName ?? null,
    address: privateKeyToAddress(privateKey),
    encrypted_key: encryptSecret(ctx.masterKey, privateKey, id),
    solana_address: solana.address,
    solana_encrypted_key: solana.encryptedKey,
  }
  await store.query(
    `insert into secure_users (id, email, social_provider, social_subject, user_name, address, encrypted_key, created_at, solana_address, solana_encrypted_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      row.id,
      row.email,
      row.social_provider,
      row.social_subject,
      row.user_name,
      row.address,
      row.encrypted_key,
      ctx.now(),
      row.solana_address,
      row.solana_encrypted_key,
    ],
  )
  return row
}
