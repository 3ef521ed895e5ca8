import { createDecipheriv } from 'node:crypto'

/**
 * Reverses {@link encryptSecret}; throws when the key, the associated data or the bytes differ.
 * Given several keys (the current master key first, then previous ones while a rotation is under
 * way), the first that authenticates the ciphertext decrypts it (AES-GCM's tag tells a wrong key
 * apart; no key id is stored).
 *
 * @example
 * const privateKey = decryptSecret([masterKey, ...previousKeys], row.encrypted_key, row.id)
 */
export function decryptSecret(
  key: Buffer | readonly Buffer[],
  stored: string,
  aad: string,
): string {
  const keys = Buffer.isBuffer(key) ? [key] : key
  const raw = Buffer.from(stored, 'base64')
  let failure: unknown = new RangeError('no key to decrypt with')
  for (const candidate of keys) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', candidate, raw.subarray(0, 12))
      decipher.setAAD(Buffer.from(aad, 'utf8'))
      decipher.setAuthTag(raw.subarray(12, 28))
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
    } catch (error) {
      failure = error
    }
  }
  throw failure
}
