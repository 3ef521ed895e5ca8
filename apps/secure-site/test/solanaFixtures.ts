import { createPublicKey, verify } from 'node:crypto'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'

/** Solana Devnet's CAIP-2 id, one of the site's allowed Solana networks. */
export const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/** Whether `signature` (base58) is `address`'s ed25519 signature of `message`. */
export function verifySolanaSignature(
  address: string,
  message: Uint8Array,
  signature: string,
): boolean {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(bs58.decode(address)).toString('base64url') },
    format: 'jwk',
  })
  return verify(null, message, key, bs58.decode(signature))
}

/** A legacy SOL transfer of `lamports` from `from` (fee payer) to a new key, unsigned, base64. */
export function solTransfer(from: string, lamports = 1_000_000): { base64: string; to: string } {
  const to = Keypair.generate().publicKey
  const transaction = new Transaction({
    feePayer: new PublicKey(from),
    blockhash: bs58.encode(new Uint8Array(32).fill(7)),
    lastValidBlockHeight: 100,
  }).add(SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: to, lamports }))
  return {
    base64: transaction
      .serialize({ requireAllSignatures: false, verifySignatures: false })
      .toString('base64'),
    to: to.toBase58(),
  }
}
