const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Decodes base58btc (the `z` multibase of a `did:key`); undefined for a character outside the
 * alphabet. Inputs are short (a did:key is 48 characters), so the quadratic loop is fine.
 *
 * @example
 * decodeBase58('2g') // Uint8Array [0x61]
 */
export function decodeBase58(value: string): Uint8Array | undefined {
  const bytes: number[] = []
  for (const char of value) {
    let carry = alphabet.indexOf(char)
    if (carry < 0) return undefined
    for (let i = 0; i < bytes.length; i++) {
      carry += (bytes[i] ?? 0) * 58
      bytes[i] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  for (const char of value) {
    if (char !== '1') break
    bytes.push(0)
  }
  return Uint8Array.from(bytes.reverse())
}
