import { createPrivateKey, sign } from 'node:crypto'
import { decryptSecret } from '../crypto/decryptSecret'
import type { SiteContext } from '../server/SiteContext'
import { solanaKeyAad, solanaKeySubkey } from './solanaKeySubkey'

/**
 * Signs bytes with the user's Solana key (ed25519), decrypted for this request only (under the
 * current master key's subkey, or a previous one's while a rotation is under way).
 *
 * @example
 * const signature = loadSolanaSigner(ctx, user)(messageBytes) // 64 bytes
 */
export function loadSolanaSigner(
  ctx: SiteContext,
  user: { id: string; solana_encrypted_key: string },
): (bytes: Uint8Array) => Uint8Array {
  const keys = [ctx.masterKey, ...(ctx.previousMasterKeys ?? [])].map(solanaKeySubkey)
  const { d, x } = JSON.parse(
    decryptSecret(keys, user.solana_encrypted_key, solanaKeyAad(user.id)),
  ) as { d: string; x: string }
  const key = createPrivateKey({ key: { kty: 'OKP', crv: 'Ed25519', d, x }, format: 'jwk' })
  return (bytes) => new Uint8Array(sign(null, bytes, key))
}
