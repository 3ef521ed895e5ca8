import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'

const COMMITMENTS = new Set(['processed', 'confirmed', 'finalized'])

/** The RPC URL of a Solana network: the cloud's proxy unless the configuration names one. */
export function solanaRpcUrl(ctx: SiteContext, chainId: string, projectId: string): string {
  return (
    ctx.config.solanaRpcUrls?.[chainId] ??
    `${ctx.config.cloudUrl}/v1/?chainId=${encodeURIComponent(chainId)}&projectId=${encodeURIComponent(projectId)}`
  )
}

/**
 * Sends a signed transaction (base64) through the network's RPC (`sendTransaction`), with the
 * dapp's preflight commitment when it is one of `processed`, `confirmed`, `finalized`; resolves to
 * its signature. A refusal of the network is relayed in its own words.
 *
 * @example
 * const signature = await sendSolanaTransaction(ctx, session, 'solana:EtWT...', signedBase64, params)
 */
export async function sendSolanaTransaction(
  ctx: SiteContext,
  session: Session,
  chainId: string,
  transaction: string,
  params: unknown,
): Promise<string> {
  const value = Array.isArray(params) ? params[0] : params
  const options = (value as { sendOptions?: Record<string, unknown> } | undefined)?.sendOptions
  const preflight = options?.preflightCommitment
  const config = {
    encoding: 'base64',
    preflightCommitment:
      typeof preflight === 'string' && COMMITMENTS.has(preflight) ? preflight : 'confirmed',
    ...(options?.skipPreflight === true ? { skipPreflight: true } : {}),
  }
  let reply: { result?: unknown; error?: { message?: unknown } }
  try {
    const response = await fetch(solanaRpcUrl(ctx, chainId, session.projectId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [transaction, config],
      }),
      signal: AbortSignal.timeout(15_000),
    })
    reply = (await response.json()) as typeof reply
  } catch (error) {
    throw new SecureSiteError(secureSiteMessages.rpcFailed, 502, { cause: error })
  }
  if (typeof reply.result === 'string') return reply.result
  const message = typeof reply.error?.message === 'string' ? reply.error.message : undefined
  throw new SecureSiteError((message ?? secureSiteMessages.rpcFailed).slice(0, 500), 400)
}
