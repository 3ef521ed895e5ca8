const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 (Bitcoin alphabet) to bytes; throws on a character outside it. */
function fromBase58(text: string): Uint8Array<ArrayBuffer> {
  let value = 0n
  for (const char of text) {
    const digit = ALPHABET.indexOf(char)
    if (digit < 0) throw new TypeError('not base58')
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  const zeros = text.length - text.replace(/^1+/, '').length
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes])
}

/**
 * Whether `signature` (base58) is the ed25519 signature of `message` by the Solana `address`,
 * checked with the browser's own WebCrypto: the demo does not take the wallet's word for it.
 */
export async function verifySolanaMessage(
  address: string,
  message: string,
  signature: string,
): Promise<boolean> {
  const key = await crypto.subtle.importKey(
    'raw',
    fromBase58(address),
    { name: 'Ed25519' },
    false,
    ['verify'],
  )
  return crypto.subtle.verify(
    { name: 'Ed25519' },
    key,
    fromBase58(signature),
    new TextEncoder().encode(message),
  )
}
