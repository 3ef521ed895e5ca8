import { createHmac } from 'node:crypto'

/**
 * The key that encrypts Solana keys at rest: a subkey of the master key kept for this purpose only
 * (DESIGN.md § Trust: separate subkeys per purpose), so a Solana ciphertext never decrypts under
 * the key of the EVM keys and the reverse.
 *
 * @example
 * const key = solanaKeySubkey(ctx.masterKey)
 */
export function solanaKeySubkey(masterKey: Buffer): Buffer {
  return createHmac('sha256', masterKey).update('airlock/solana-key/v1').digest()
}

/** The associated data of a user's Solana key ciphertext. */
export function solanaKeyAad(userId: string): string {
  return `${userId}:solana`
}
