import { isFrameRpcMethod } from '@airlock/wallet-frame/protocol'
import { isHex, numberToHex } from 'viem'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import { loadWalletAccounts } from '../smartAccount/loadWalletAccounts'
import { pickSigner } from '../smartAccount/pickSigner'
import { sendAsAccount } from '../smartAccount/sendAsAccount'
import { signAsAccount } from '../smartAccount/signAsAccount'
import { loadAccount } from '../users/loadAccount'
import { forwardRpc } from './forwardRpc'
import { getAssets } from './getAssets'
import { getCallsStatus } from './getCallsStatus'
import { getCapabilities } from './getCapabilities'
import { sendCalls } from './sendCalls'
import { toTransactionRequest } from './toTransactionRequest'

/**
 * RPC_REQUEST from a signed-in frame. Exactly the protocol's `FRAME_RPC_METHODS` are served (one
 * list with the page): the signing methods with the user's key (decrypted for this call only), as
 * the eoa or through the smart account (whichever address the request names; the preferred one
 * when it names none), `eth_accounts`/`eth_chainId` from the session, the wallet_* reads here, every other read passed
 * to the chain through the cloud's RPC proxy; anything else is refused with
 * `Requested RPC call is not allowed`. Transactions are signed here and sent raw.
 *
 * @example
 * const signature = await handleRpc(ctx, session, { method: 'personal_sign', params: ['0x6869', address] })
 */
export async function handleRpc(
  ctx: SiteContext,
  session: Session,
  request: { method: string; params?: unknown },
): Promise<unknown> {
  if (!isFrameRpcMethod(request.method))
    throw new SecureSiteError(secureSiteMessages.methodNotAllowed, 400)
  const params = Array.isArray(request.params) ? request.params : []
  const accounts = () => loadWalletAccounts(ctx, session.user, session.chainId, session.projectId)
  switch (request.method) {
    case 'eth_accounts':
      return [(await accounts()).active]
    case 'eth_chainId':
      return numberToHex(session.chainId)
    case 'personal_sign': {
      const [message, signer] = params
      const mine = await accounts()
      const who = pickSigner(mine, signer)
      if (typeof message !== 'string') throw invalid('personal_sign needs a message')
      return signAsAccount(
        mine,
        who,
        (key) => key.signMessage({ message: isHex(message) ? { raw: message } : message }),
        loadAccount(ctx, session.user),
      )
    }
    case 'eth_signTypedData_v4': {
      const [signer, data] = params
      const mine = await accounts()
      const who = pickSigner(mine, signer)
      const typed = parseTypedData(data)
      return signAsAccount(
        mine,
        who,
        (key) => key.signTypedData(typed as never),
        loadAccount(ctx, session.user),
      )
    }
    case 'eth_sendTransaction': {
      const mine = await accounts()
      const tx = params[0] as { from?: unknown } | undefined
      const who = pickSigner(mine, tx?.from, true)
      const from = who === 'eoa' ? mine.eoa : (mine.smartAccount?.address ?? mine.eoa)
      return sendAsAccount(ctx, session, mine, who, toTransactionRequest(params[0], from))
    }
    case 'wallet_sendCalls':
      return sendCalls(ctx, session, await accounts(), params)
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

function parseTypedData(value: unknown): Record<string, unknown> {
  try {
    const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value
    if (parsed && typeof parsed === 'object' && 'types' in parsed && 'primaryType' in parsed)
      return parsed as Record<string, unknown>
  } catch {
    // falls through to the error below
  }
  throw invalid('eth_signTypedData_v4 needs typed data')
}

function invalid(message: string): SecureSiteError {
  return new SecureSiteError(message, 400)
}
