import { safeEqual } from '../crypto/safeEqual'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import { sendPermissions } from '../permissions/sendPermissions'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import { loadWalletAccounts } from '../smartAccount/loadWalletAccounts'
import { signAsAccount } from '../smartAccount/signAsAccount'
import { signSolanaApproved } from '../solana/signSolanaApproved'
import { loadAccount } from '../users/loadAccount'
import { checkPrepared } from './checkPrepared'
import type { PreparedRequest } from './preparedTypes'
import { readRpcIntent } from './readRpcIntent'
import { sealPrepared } from './sealPrepared'
import { sendCalls } from './sendCalls'
import { sendPreparedTransaction } from './sendPreparedTransaction'

/** An RPC call from the frame; an unsafe one carries what the visitor approved. */
export type ApprovedRpcRequest = {
  method: string
  params?: unknown
  /** The prepare step's payload, as the approval screen showed it. */
  prepared?: unknown
  /** The prepare step's seal over `prepared` (see sealPrepared). */
  seal?: string
  /** Set by the frame's approval screen only, after the visitor's click on Approve. */
  confirmed?: boolean
}

/**
 * Signs an unsafe request exactly as the visitor approved it in the frame: only with
 * `confirmed: true` and a payload this site prepared for this user (its seal), after checking
 * that payload against the request (checkPrepared). The message, typed data or transactions
 * signed are the prepared ones, field for field; nothing is filled again.
 *
 * @example
 * await signApproved(ctx, session, { method, params, prepared, seal, confirmed: true })
 */
export async function signApproved(
  ctx: SiteContext,
  session: Session,
  request: ApprovedRpcRequest,
): Promise<unknown> {
  if (request.confirmed !== true || !request.prepared || typeof request.seal !== 'string')
    throw new SecureSiteError(secureSiteMessages.notConfirmed, 403)
  if (!safeEqual(sealPrepared(ctx, session, JSON.stringify(request.prepared)), request.seal))
    throw new SecureSiteError(secureSiteMessages.preparedMismatch, 400)
  const prepared = request.prepared as PreparedRequest
  if (prepared.kind === 'solanaMessage' || prepared.kind === 'solanaTransaction')
    return signSolanaApproved(ctx, session, request, prepared)
  const accounts = await loadWalletAccounts(ctx, session.user, session.chainId, session.projectId)
  if (prepared.kind === 'grantPermissions' || prepared.kind === 'revokePermissions')
    return sendPermissions(ctx, session, accounts, request, prepared)
  checkPrepared(readRpcIntent(request, accounts, session.chainId), prepared, session.chainId)
  switch (prepared.kind) {
    case 'message':
      return signAsAccount(
        accounts,
        prepared.signer,
        (key) => key.signMessage({ message: { raw: prepared.message } }),
        loadAccount(ctx, session.user),
      )
    case 'typedData':
      return signAsAccount(
        accounts,
        prepared.signer,
        (key) => key.signTypedData(prepared.typedData as never),
        loadAccount(ctx, session.user),
      )
    case 'transactions': {
      if (prepared.batch) return sendCalls(ctx, session, accounts, prepared)
      const [tx] = prepared.transactions
      if (!tx) throw new SecureSiteError(secureSiteMessages.preparedMismatch, 400)
      return sendPreparedTransaction(ctx, session, accounts, prepared.sponsored, tx)
    }
  }
}
