import { isFrameRpcMethod } from '@airlock/wallet-frame/protocol'
import { numberToHex } from 'viem'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import { loadWalletAccounts } from '../smartAccount/loadWalletAccounts'
import { forwardRpc } from './forwardRpc'
import { getAssets } from './getAssets'
import { getCallsStatus } from './getCallsStatus'
import { getCapabilities } from './getCapabilities'
import { isUnsafeRpcMethod } from './isUnsafeRpcMethod'
import { type ApprovedRpcRequest, signApproved } from './signApproved'

/**
 * RPC_REQUEST from a signed-in frame. Exactly the protocol's `FRAME_RPC_METHODS` are served (one
 * list with the page): an unsafe method only as the visitor approved it in the frame (see
 * signApproved), `eth_accounts`/`eth_chainId` from the session, the wallet_* reads here, every
 * other read passed to the chain through the cloud's RPC proxy; anything else is refused with
 * `Requested RPC call is not allowed`.
 *
 * @example
 * const block = await handleRpc(ctx, session, { method: 'eth_blockNumber' })
 */
export async function handleRpc(
  ctx: SiteContext,
  session: Session,
  request: ApprovedRpcRequest,
): Promise<unknown> {
  if (!isFrameRpcMethod(request.method))
    throw new SecureSiteError(secureSiteMessages.methodNotAllowed, 400)
  if (isUnsafeRpcMethod(request.method)) return signApproved(ctx, session, request)
  const params = Array.isArray(request.params) ? request.params : []
  const accounts = () => loadWalletAccounts(ctx, session.user, session.chainId, session.projectId)
  switch (request.method) {
    case 'eth_accounts':
      return [(await accounts()).active]
    case 'eth_chainId':
      return numberToHex(session.chainId)
    case 'wallet_getCallsStatus':
      return getCallsStatus(ctx, session, params)
    case 'wallet_getCapabilities':
      return getCapabilities(session, await accounts(), params)
    case 'wallet_getAssets':
      return getAssets(ctx, session, await accounts(), params)
    default:
      return forwardRpc(ctx.rpcUrl(session.chainId, session.projectId), request.method, params)
  }
}
