import { generateKeyPairSync } from 'node:crypto'
import bs58 from 'bs58'
import { encryptSecret } from '../crypto/encryptSecret'
import { solanaKeyAad, solanaKeySubkey } from './solanaKeySubkey'

/**
 * A new ed25519 key from the CSPRNG for a user: its address (the public key in base58) and the
 * private key, stored only as ciphertext (`solanaKeySubkey`, bound to the user id). The key is
 * never returned or logged.
 *
 * @example
 * const { address, encryptedKey } = createSolanaKey(ctx.masterKey, user.id)
 */
export function createSolanaKey(
  masterKey: Buffer,
  userId: string,
): { address: string; encryptedKey: string } {
  const { privateKey } = generateKeyPairSync('ed25519')
  const jwk = privateKey.export({ format: 'jwk' })
  if (!jwk.d || !jwk.x) throw new TypeError('ed25519 key without its parts')
  return {
    address: bs58.encode(Buffer.from(jwk.x, 'base64url')),
    encryptedKey: encryptSecret(
      solanaKeySubkey(masterKey),
      JSON.stringify({ d: jwk.d, x: jwk.x }),
      solanaKeyAad(userId),
    ),
  }
}
