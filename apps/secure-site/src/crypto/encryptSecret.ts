import { createCipheriv, randomBytes } from 'node:crypto'

/**
 * AES-256-GCM with a random 12-byte IV; `aad` (the user id) binds the ciphertext to its row, so a
 * key copied onto another user's row does not decrypt. Returns base64 of iv | tag | ciphertext.
 *
 * @example
 * const stored = encryptSecret(masterKey, privateKey, userId)
 */
export function encryptSecret(key: Buffer, plaintext: string, aad: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(aad, 'utf8'))
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')
}
