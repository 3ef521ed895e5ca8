import bs58 from 'bs58'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { PreparedSolanaRequest } from '../rpc/preparedTypes'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import { decodeSolanaTransaction } from './decodeSolanaTransaction'
import { ensureSolanaKey } from './ensureSolanaKey'
import { SOLANA_LIMITS } from './solanaLimits'
import { toSolanaNetwork } from './solanaNetworks'

/** The Solana methods the embedded wallet signs, each approved in the frame. */
export const SOLANA_SIGN_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const

/** Whether `method` is one of {@link SOLANA_SIGN_METHODS}. */
export function isSolanaSignMethod(method: string): boolean {
  return (SOLANA_SIGN_METHODS as readonly string[]).includes(method)
}

const invalid = () => new SecureSiteError(secureSiteMessages.solanaInvalidParams, 400)

function readParams(params: unknown): Record<string, unknown> {
  // WalletConnect's shape is an object; a one-element array holding it is taken too.
  const value = Array.isArray(params) && params.length === 1 ? params[0] : params
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid()
  return value as Record<string, unknown>
}

/** The message bytes of `solana_signMessage` (base58), within the size limit. */
export function readSolanaMessage(params: unknown): { text: string; bytes: Uint8Array } {
  const { message } = readParams(params)
  if (typeof message !== 'string' || message.length === 0) throw invalid()
  // base58 grows bytes by ~1.37: a longer string cannot fit the limit.
  if (message.length > Math.ceil(SOLANA_LIMITS.messageBytes * 1.4))
    throw new SecureSiteError(secureSiteMessages.payloadTooLarge, 400)
  let bytes: Uint8Array
  try {
    bytes = bs58.decode(message)
  } catch {
    throw invalid()
  }
  if (bytes.length > SOLANA_LIMITS.messageBytes)
    throw new SecureSiteError(secureSiteMessages.payloadTooLarge, 400)
  return { text: message, bytes }
}

/** The transaction bytes of `solana_signTransaction` / `solana_signAndSendTransaction` (base64). */
export function readSolanaTransaction(params: unknown): { text: string; bytes: Uint8Array } {
  const { transaction } = readParams(params)
  if (typeof transaction !== 'string' || transaction.length === 0) throw invalid()
  if (transaction.length > Math.ceil(SOLANA_LIMITS.transactionBytes / 3) * 4)
    throw new SecureSiteError(secureSiteMessages.payloadTooLarge, 400)
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(transaction)) throw invalid()
  return { text: transaction, bytes: new Uint8Array(Buffer.from(transaction, 'base64')) }
}

/**
 * The prepare step of a Solana request: the session's Solana network (set by GET_USER or
 * SWITCH_NETWORK), the user's Solana account, and what will be signed: the message bytes, or the
 * transaction with its fee payer and decoded instructions. A `pubkey` other than the user's, a
 * transaction this account does not sign, and anything over the size limits are refused before the
 * visitor is asked.
 *
 * @example
 * const prepared = await prepareSolanaRpc(ctx, session, { method: 'solana_signMessage', params: { message, pubkey } })
 */
export async function prepareSolanaRpc(
  ctx: SiteContext,
  session: Session,
  request: { method: string; params?: unknown },
): Promise<PreparedSolanaRequest> {
  if (!isSolanaSignMethod(request.method))
    throw new SecureSiteError(secureSiteMessages.methodNotAllowed, 400)
  const network = toSolanaNetwork(session.solanaChainId)
  const user = await ensureSolanaKey(ctx, session.user)
  const account = user.solana_address
  const base = {
    method: request.method,
    chain: {
      id: network.id,
      name: network.name,
      symbol: network.symbol,
      decimals: network.decimals,
    },
    account,
    signer: 'eoa' as const,
  }
  const { pubkey } = readParams(request.params)
  if (pubkey !== undefined && pubkey !== account)
    throw new SecureSiteError(secureSiteMessages.solanaWrongAccount, 400)
  if (request.method === 'solana_signMessage') {
    return { ...base, kind: 'solanaMessage', message: readSolanaMessage(request.params).text }
  }
  const { text, bytes } = readSolanaTransaction(request.params)
  const decoded = decodeSolanaTransaction(bytes, account)
  return {
    ...base,
    kind: 'solanaTransaction',
    transaction: text,
    send: request.method === 'solana_signAndSendTransaction',
    feePayer: decoded.feePayer,
    instructions: decoded.instructions,
  }
}
