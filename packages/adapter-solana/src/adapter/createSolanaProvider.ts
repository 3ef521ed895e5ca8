import { type Eip1193Provider, normalizeWalletError } from '@airlock/core'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import bs58 from 'bs58'
import { InvalidPreflightCommitmentError } from '../errors/InvalidPreflightCommitmentError'
import { SolanaFeatureNotSupportedError } from '../errors/SolanaFeatureNotSupportedError'
import { UnsupportedSolanaMethodError } from '../errors/UnsupportedSolanaMethodError'
import {
  isSolanaPreflightCommitment,
  type SolanaPreflightCommitment,
  toCurrentCommitment,
} from '../transactions/preflightCommitments'
import { toStandardChain } from '../wallets/standardChains'
import type { SolanaSession } from './createSolanaAdapter'
import { signSolanaMessage } from './signSolanaMessage'

type Features = Partial<SolanaSignAndSendTransactionFeature & SolanaSignTransactionFeature>
type Params = Record<string, unknown>

const fromBase64 = (value: string): Uint8Array =>
  Uint8Array.from(atob(value), (char) => char.charCodeAt(0))
const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))

/** The largest serialized transaction Solana takes (its packet size): larger ones never reach the wallet. */
export const MAX_TRANSACTION_BYTES = 1232

function transactionBytes(method: string, value: unknown): Uint8Array {
  if (typeof value !== 'string')
    throw new UnsupportedSolanaMethodError({ method, details: 'transaction must be base64' })
  let bytes: Uint8Array
  try {
    bytes = fromBase64(value)
  } catch {
    throw new UnsupportedSolanaMethodError({ method, details: 'transaction must be base64' })
  }
  if (bytes.length === 0 || bytes.length > MAX_TRANSACTION_BYTES) {
    throw new UnsupportedSolanaMethodError({
      method,
      details: `a transaction is 1 to ${MAX_TRANSACTION_BYTES} bytes, this one ${bytes.length}`,
    })
  }
  return bytes
}

const asParams = (params: unknown): Params =>
  typeof params === 'object' && params !== null && !Array.isArray(params) ? (params as Params) : {}

/**
 * The connected Solana wallet behind a request/response interface, in the method names and shapes
 * WalletConnect's `solana` namespace uses: `solana_getAccounts` and `solana_requestAccounts`
 * (`[{ pubkey }]`), `solana_signMessage` (`{ message: base58, pubkey }` -> `{ signature }`),
 * `solana_signTransaction` (`{ transaction: base64 }` -> `{ signature, transaction }`),
 * `solana_signAndSendTransaction` (`{ transaction: base64, sendOptions? }` -> `{ signature }`).
 */
export function createSolanaProvider({
  getSession,
  preflightCommitment,
  commitment,
}: {
  getSession(): SolanaSession | undefined
  preflightCommitment: SolanaPreflightCommitment
  commitment: SolanaPreflightCommitment
}): Eip1193Provider {
  const session = (): SolanaSession => {
    const current = getSession()
    if (!current)
      throw new SolanaFeatureNotSupportedError({
        feature: 'standard:connect',
        details: 'No Solana wallet is connected',
      })
    return current
  }
  const answer = async (method: string, params: Params): Promise<unknown> => {
    switch (method) {
      case 'solana_getAccounts':
      case 'solana_requestAccounts':
        return [{ pubkey: session().account.address }]
      case 'solana_signMessage': {
        const current = session()
        if (typeof params.message !== 'string')
          throw new UnsupportedSolanaMethodError({ method, details: 'message must be base58' })
        const signature = await signSolanaMessage(current, bs58.decode(params.message))
        return { signature }
      }
      case 'solana_signTransaction': {
        const current = session()
        const feature = (current.entry.wallet.features as Features)['solana:signTransaction']
        if (!feature)
          throw new SolanaFeatureNotSupportedError({ feature: 'solana:signTransaction' })
        const [output] = await feature.signTransaction({
          account: current.account,
          chain: toStandardChain(current.network),
          transaction: transactionBytes(method, params.transaction),
        })
        if (!output) throw new SolanaFeatureNotSupportedError({ feature: 'solana:signTransaction' })
        const signed = output.signedTransaction
        // A transaction starts with its signature count (one byte below 128), then the signatures.
        return { signature: bs58.encode(signed.subarray(1, 65)), transaction: toBase64(signed) }
      }
      case 'solana_signAndSendTransaction': {
        const current = session()
        const feature = (current.entry.wallet.features as Features)['solana:signAndSendTransaction']
        if (!feature)
          throw new SolanaFeatureNotSupportedError({ feature: 'solana:signAndSendTransaction' })
        const options = asParams(params.sendOptions)
        const preflight = options.preflightCommitment ?? preflightCommitment
        if (!isSolanaPreflightCommitment(preflight))
          throw new InvalidPreflightCommitmentError({ value: preflight })
        const [output] = await feature.signAndSendTransaction({
          account: current.account,
          chain: toStandardChain(current.network),
          transaction: transactionBytes(method, params.transaction),
          options: {
            preflightCommitment: toCurrentCommitment(preflight),
            commitment: toCurrentCommitment(commitment),
            ...(typeof options.skipPreflight === 'boolean'
              ? { skipPreflight: options.skipPreflight }
              : {}),
            ...(typeof options.maxRetries === 'number' ? { maxRetries: options.maxRetries } : {}),
          },
        })
        if (!output)
          throw new SolanaFeatureNotSupportedError({ feature: 'solana:signAndSendTransaction' })
        return { signature: bs58.encode(output.signature) }
      }
      default:
        throw new UnsupportedSolanaMethodError({ method })
    }
  }
  return {
    async request({ method, params }) {
      try {
        return await answer(method, asParams(params))
      } catch (error) {
        throw normalizeWalletError(error)
      }
    },
  }
}
