import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import bs58 from 'bs58'
import { SolanaFeatureNotSupportedError } from '../errors/SolanaFeatureNotSupportedError'
import type { SolanaSession } from './createSolanaAdapter'

/**
 * Has the wallet sign `message` (UTF-8) with the session's account (`solana:signMessage`);
 * resolves to the ed25519 signature in base58.
 */
export async function signSolanaMessage(
  session: Pick<SolanaSession, 'entry' | 'account'>,
  message: string | Uint8Array,
): Promise<string> {
  const feature = (session.entry.wallet.features as Partial<SolanaSignMessageFeature>)[
    'solana:signMessage'
  ]
  if (!feature) throw new SolanaFeatureNotSupportedError({ feature: 'solana:signMessage' })
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  const [output] = await feature.signMessage({ account: session.account, message: bytes })
  if (!output) throw new SolanaFeatureNotSupportedError({ feature: 'solana:signMessage' })
  return bs58.encode(output.signature)
}
