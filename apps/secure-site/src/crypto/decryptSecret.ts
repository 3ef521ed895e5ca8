import { createDecipheriv } from 'node:crypto'

/**
 * Reverses {@link encryptSecret}; throws when the key, the associated data or the bytes differ.
 *
 * @example
 * const privateKey = decryptSecret(masterKey, row.encrypted_key, row.id)
 */
export function decryptSecret(key: Buffer, stored: string, aad: string): string {
  const raw = Buffer.from(stored, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
  decipher.setAAD(Buffer.from(aad, 'utf8'))
  decipher.setAuthTag(raw.subarray(12, 28))
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
}
