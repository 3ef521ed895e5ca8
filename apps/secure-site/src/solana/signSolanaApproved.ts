import bs58 from 'bs58'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { PreparedSolanaRequest } from '../rpc/preparedTypes'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import { decodeSolanaTransaction } from './decodeSolanaTransaction'
import { ensureSolanaKey } from './ensureSolanaKey'
import { loadSolanaSigner } from './loadSolanaSigner'
import { readSolanaMessage, readSolanaTransaction } from './prepareSolanaRpc'
import { sendSolanaTransaction } from './sendSolanaTransaction'
import { toSolanaNetwork } from './solanaNetworks'

/**
 * Signs a Solana request exactly as the visitor approved it (the caller has checked the approval
 * and the seal): the prepared payload must be this request's (same method, message or transaction
 * bytes), on the session's Solana network, for the user's Solana account. A message is signed as
 * it is; a transaction gets the user's signature in its slot and is returned, or sent through the
 * network's RPC (`solana_signAndSendTransaction`).
 *
 * @example
 * await signSolanaApproved(ctx, session, request, prepared) // { signature: '5VER...' }
 */
export async function signSolanaApproved(
  ctx: SiteContext,
  session: Session,
  request: { method: string; params?: unknown },
  prepared: PreparedSolanaRequest,
): Promise<{ signature: string; transaction?: string }> {
  const mismatch = () => new SecureSiteError(secureSiteMessages.preparedMismatch, 400)
  const network = toSolanaNetwork(session.solanaChainId)
  const user = await ensureSolanaKey(ctx, session.user)
  if (
    prepared.method !== request.method ||
    prepared.chain?.id !== network.id ||
    prepared.account !== user.solana_address
  )
    throw mismatch()
  const sign = loadSolanaSigner(ctx, user)
  if (prepared.kind === 'solanaMessage') {
    if (request.method !== 'solana_signMessage') throw mismatch()
    const { text, bytes } = readSolanaMessage(request.params)
    if (text !== prepared.message) throw mismatch()
    return { signature: bs58.encode(sign(bytes)) }
  }
  if (prepared.kind !== 'solanaTransaction') throw mismatch()
  const send = request.method === 'solana_signAndSendTransaction'
  if (!send && request.method !== 'solana_signTransaction') throw mismatch()
  const { text, bytes } = readSolanaTransaction(request.params)
  if (text !== prepared.transaction || prepared.send !== send) throw mismatch()
  const decoded = decodeSolanaTransaction(bytes, user.solana_address)
  const signature = sign(decoded.message)
  const signed = Uint8Array.from(bytes)
  signed.set(signature, decoded.signaturesOffset + 64 * decoded.signerIndex)
  const transaction = Buffer.from(signed).toString('base64')
  if (!send) return { signature: bs58.encode(signature), transaction }
  return {
    signature: await sendSolanaTransaction(ctx, session, network.id, transaction, request.params),
  }
}
