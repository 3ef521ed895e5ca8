import { createWalletClient, type Hex, http, isAddressEqual, isHex, numberToHex } from 'viem'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import { loadAccount } from '../users/loadAccount'
import { forwardRpc } from './forwardRpc'
import { toTransactionRequest } from './toTransactionRequest'

/** Reads the frame passes to the chain as they are (SPEC §6 "safe"). */
const passThrough = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'net_version',
  'web3_clientVersion',
])

/**
 * RPC_REQUEST from a signed-in frame: the three signing methods are done here with the user's
 * key (decrypted for this call only), `eth_accounts`/`eth_chainId` are answered from the session,
 * safe reads go to the chain through the cloud's RPC proxy, anything else is refused with
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
  const params = Array.isArray(request.params) ? request.params : []
  const address = session.user.address
  const rpcUrl = ctx.rpcUrl(session.chainId, session.projectId)
  switch (request.method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [address]
    case 'eth_chainId':
      return numberToHex(session.chainId)
    case 'personal_sign': {
      const [message, signer] = params
      assertOwnAddress(signer, address)
      if (typeof message !== 'string') throw invalid('personal_sign needs a message')
      return loadAccount(ctx, session.user).signMessage({
        message: isHex(message) ? { raw: message } : message,
      })
    }
    case 'eth_signTypedData_v4': {
      const [signer, data] = params
      assertOwnAddress(signer, address)
      const typed = parseTypedData(data)
      return loadAccount(ctx, session.user).signTypedData(typed as never)
    }
    case 'eth_sendTransaction': {
      const request = toTransactionRequest(params[0], address)
      const account = loadAccount(ctx, session.user)
      const client = createWalletClient({ account, transport: http(rpcUrl, { timeout: 10_000 }) })
      try {
        return await client.sendTransaction({ ...request, account, chain: null } as never)
      } catch (error) {
        throw new SecureSiteError(
          (error as { shortMessage?: string }).shortMessage ?? secureSiteMessages.rpcFailed,
          400,
          { cause: error },
        )
      }
    }
    default:
      if (!passThrough.has(request.method))
        throw new SecureSiteError(secureSiteMessages.methodNotAllowed, 400)
      return forwardRpc(rpcUrl, request.method, params)
  }
}

function assertOwnAddress(value: unknown, address: Hex): void {
  if (
    typeof value !== 'string' ||
    !isHex(value) ||
    value.length !== 42 ||
    !isAddressEqual(value, address)
  )
    throw invalid('The address is not this wallet')
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
