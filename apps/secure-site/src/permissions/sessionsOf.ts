import { createPublicClient, type Hex, http } from 'viem'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import { accountAbi } from '../smartAccount/contracts'

/** A session key's state on the smart account (id 0: none). */
export type OnChainSession = {
  token: Hex
  expiry: number
  id: number
  limit: bigint
  spent: bigint
}

/**
 * Reads `sessions(key)` of the smart account `account` on the session's chain; an account not
 * deployed yet has none.
 *
 * @example
 * const { id, spent } = await readOnChainSession(ctx, session, smart, key)
 */
export async function readOnChainSession(
  ctx: SiteContext,
  session: Session,
  account: Hex,
  key: Hex,
): Promise<OnChainSession> {
  const client = publicClientOf(ctx, session)
  const code = await client.getCode({ address: account })
  if (!code || code === '0x') return { token: '0x', expiry: 0, id: 0, limit: 0n, spent: 0n }
  const [token, expiry, id, limit, spent] = (await client.readContract({
    address: account,
    abi: accountAbi,
    functionName: 'sessions',
    args: [key],
  })) as [Hex, number, number, bigint, bigint]
  return { token, expiry: Number(expiry), id: Number(id), limit, spent }
}

/** A public client of the session's chain, through the cloud's RPC. */
export function publicClientOf(ctx: SiteContext, session: Session) {
  return createPublicClient({
    transport: http(ctx.rpcUrl(session.chainId, session.projectId), { timeout: 10_000 }),
  })
}
