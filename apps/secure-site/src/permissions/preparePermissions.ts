import { type Hex, numberToHex } from 'viem'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import { describeChain } from '../rpc/describeChain'
import type { PreparedToken } from '../rpc/preparedTypes'
import { readTokens } from '../rpc/readTokens'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import { loadWalletAccounts } from '../smartAccount/loadWalletAccounts'
import { NATIVE_TOKEN, permissionMessages } from './permissionRules'
import type { PreparedPermissions } from './preparedPermissionTypes'
import { readGrantRequest, readRevokeRequest } from './readPermissionRequest'
import { publicClientOf, readOnChainSession } from './sessionsOf'

/** Whether `method` is one of the two permission methods this folder serves. */
export function isPermissionMethod(method: string): boolean {
  return method === 'wallet_grantPermissions' || method === 'wallet_revokePermissions'
}

/**
 * The prepare step of `wallet_grantPermissions` / `wallet_revokePermissions`: what the approval
 * screen shows (session key, token with its symbol and decimals, limit, expiry, gas allowance;
 * for a revoke the key and what it has spent) and, once approved, exactly what is granted or
 * revoked. Refused here, before the visitor is asked: a grant the smart account cannot fund (its
 * gas allowance), a token that does not answer as an ERC-20, a revoke of a key with no session.
 *
 * @example
 * const prepared = await preparePermissions(ctx, session, { method: 'wallet_grantPermissions', params })
 */
export async function preparePermissions(
  ctx: SiteContext,
  session: Session,
  request: { method: string; params?: unknown },
): Promise<PreparedPermissions> {
  const accounts = await loadWalletAccounts(ctx, session.user, session.chainId, session.projectId)
  const client = publicClientOf(ctx, session)
  const chain = describeChain(session.chainId)
  if (request.method === 'wallet_grantPermissions') {
    const grant = readGrantRequest(request.params, accounts, session.chainId, ctx.now())
    const tokenInfo = await tokenInfoOf(client, grant.token)
    if (grant.gasAllowance > 0n) {
      const balance = await client.getBalance({ address: grant.account })
      if (balance < grant.gasAllowance)
        throw new SecureSiteError(secureSiteMessages.insufficientFunds, 400)
    }
    return {
      method: request.method,
      chain,
      account: grant.account,
      signer: 'smartAccount',
      kind: 'grantPermissions',
      grant: {
        key: grant.key,
        token: grant.token,
        ...(tokenInfo ? { tokenInfo } : {}),
        limit: numberToHex(grant.limit),
        expiry: grant.expiry,
        gasAllowance: numberToHex(grant.gasAllowance),
      },
    }
  }
  const revoke = readRevokeRequest(request.params, accounts)
  const current = await readOnChainSession(ctx, session, revoke.account, revoke.key)
  if (current.id === 0) throw new SecureSiteError(permissionMessages.noPermission, 400)
  const tokenInfo = await tokenInfoOf(client, current.token)
  return {
    method: request.method,
    chain,
    account: revoke.account,
    signer: 'smartAccount',
    kind: 'revokePermissions',
    revoke: {
      key: revoke.key,
      token: current.token.toLowerCase() as Hex,
      ...(tokenInfo ? { tokenInfo } : {}),
      limit: numberToHex(current.limit),
      spent: numberToHex(current.spent),
    },
  }
}

async function tokenInfoOf(
  client: ReturnType<typeof publicClientOf>,
  token: Hex,
): Promise<PreparedToken | undefined> {
  if (token.toLowerCase() === NATIVE_TOKEN) return undefined
  // readTokens reads what an ERC-20 call names: a transfer to the token stands for it.
  const tokens = await readTokens(client as never, [{ to: token, value: 0n, data: '0xa9059cbb' }])
  const info = tokens[token.toLowerCase()]
  if (!info) throw new SecureSiteError('The token does not answer as an ERC-20 token', 400)
  return info
}
