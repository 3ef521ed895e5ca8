import { createWalletClient, type Hex, http } from 'viem'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import { loadAccount } from '../users/loadAccount'

/**
 * Fills (nonce, gas, fees), signs with the user's key and sends one transaction to the session's
 * chain; resolves with its hash. A node's refusal comes back as a SecureSiteError with its words.
 *
 * @example
 * const hash = await sendUserTransaction(ctx, session, { to, value: 1n })
 */
export async function sendUserTransaction(
  ctx: SiteContext,
  session: Session,
  request: Record<string, unknown>,
): Promise<Hex> {
  const account = loadAccount(ctx, session.user)
  const client = createWalletClient({
    account,
    transport: http(ctx.rpcUrl(session.chainId, session.projectId), { timeout: 10_000 }),
  })
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
