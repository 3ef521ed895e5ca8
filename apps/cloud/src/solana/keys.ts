import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'

/** An ed25519 key pair the local Solana networks use (test accounts, faucet, mint). */
export type SolanaKey = {
  /** The base58 public key (the account address). */
  address: string
  /** The 32-byte seed (`Keypair.fromSeed(seed)` in `@solana/web3.js`). */
  seed: Uint8Array
  /** The 64-byte secret key as `@solana/web3.js` `Keypair.fromSecretKey` takes it (seed + public key). */
  secretKey: Uint8Array
  sign(message: Uint8Array): Uint8Array
}

const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

/**
 * The key whose seed is `sha256(label)`: the same on every machine and every start.
 *
 * @example
 * solanaKey('airlock solana test account 0').address
 */
export function solanaKey(label: string): SolanaKey {
  const seed = new Uint8Array(createHash('sha256').update(label).digest())
  const privateKey: KeyObject = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  })
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' }) as { x: string }
  const publicKey = new Uint8Array(Buffer.from(jwk.x, 'base64url'))
  const secretKey = new Uint8Array(64)
  secretKey.set(seed)
  secretKey.set(publicKey, 32)
  return {
    address: getBase58Decoder().decode(publicKey),
    seed,
    secretKey,
    sign: (message) => new Uint8Array(sign(null, message, privateKey)),
  }
}

/** How many funded test accounts every network has. */
export const SOLANA_TEST_ACCOUNT_COUNT = 10

/**
 * Test account `index` (0-9): seed `sha256("airlock solana test account <index>")`, funded with
 * SOL and the seed token on every local Solana network.
 *
 * @example
 * Keypair.fromSeed(solanaTestAccount(0).seed) // @solana/web3.js
 */
export function solanaTestAccount(index: number): SolanaKey {
  return solanaKey(`airlock solana test account ${index}`)
}

/** The faucet (`requestAirdrop` pays from it) and the seed token's mint authority. */
export const solanaFaucet = (): SolanaKey => solanaKey('airlock solana faucet')
/** The seed token's mint account (the key only fixes its address). */
export const solanaSeedMint = (): SolanaKey => solanaKey('airlock solana usdc mint')
