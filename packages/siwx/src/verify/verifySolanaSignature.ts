import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'

export type VerifySolanaSignatureInput = {
  /** The base58 ed25519 public key that claims to have signed (a Solana address). */
  address: string
  /** The message as signed with `solana:signMessage`, as text (UTF-8 bytes are checked). */
  message: string
  /** The base58 ed25519 signature (64 bytes) the wallet answered. */
  signature: string
}

/** Whether `value` is a base58 Solana address: 32 bytes, a point on ed25519 or not. */
export function isSolanaAddress(value: unknown): value is string {
  const bytes = decode(value, 44)
  return bytes?.length === 32
}

/**
 * Whether `signature` is `address`'s ed25519 signature of `message` (Sign-In-With-Solana). The
 * address is the base58 public key, so no chain is asked. A malformed address or signature is
 * `false`, never a throw.
 *
 * @example
 * const ok = verifySolanaSignature({ address, message: text, signature: base58Signature })
 */
export function verifySolanaSignature({
  address,
  message,
  signature,
}: VerifySolanaSignatureInput): boolean {
  const publicKey = decode(address, 44)
  const sig = decode(signature, 88)
  if (publicKey?.length !== 32 || sig?.length !== 64 || typeof message !== 'string') return false
  try {
    return ed25519.verify(sig, new TextEncoder().encode(message), publicKey)
  } catch {
    return false
  }
}

function decode(value: unknown, maxChars: number): Uint8Array | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxChars) return undefined
  try {
    return base58.decode(value)
  } catch {
    return undefined
  }
}
