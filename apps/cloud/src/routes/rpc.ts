import type { Context, Hono } from 'hono'
import { forwardRpc, type JsonRpcResponse } from '../blockchain/forwardRpc'
import { rpcAllowList } from '../blockchain/rpcAllowList'
import { parseChainId } from '../chains/parseChainId'
import { clientIp } from '../server/clientIp'
import { tooManyRequests } from '../server/tooManyRequests'
import type { CloudContext } from '../server/types'

/**
 * The RPC proxy of SPEC §7: `POST /v1/?chainId={caip or number}&projectId={id}` forwards JSON-RPC
 * (single or batch) to the chain's node. An unknown chain is a JSON-RPC error with HTTP 400;
 * the project check (403 in JSON-RPC form) is the common middleware's.
 */
export function register(app: Hono, ctx: CloudContext): void {
  const handler = async (c: Context) => {
    const text = await c.req.text()
    // The common middleware took one token per bucket; every further request of a batch costs one.
    const extra = countRequests(text) - 1
    if (extra > 0 && ctx.limiters) {
      const checks = [
        [
          ctx.limiters.rpcPerIp,
          clientIp(c, ctx.config.trustProxyHops ?? 0),
          'from this IP address',
        ],
        [ctx.limiters.rpcPerProject, c.req.query('projectId') ?? '', 'for this project'],
      ] as const
      for (const [limiter, key, scope] of checks) {
        const decision = await limiter.take(key, extra)
        if (!decision.ok) return tooManyRequests(c, decision.retryAfterMs, scope, limiter.limit)
      }
    }
    const chainParam = c.req.query('chainId')
    // Solana networks (`solana:<reference>`) are the cloud's own litesvm networks.
    const solanaNet = ctx.solana?.networks.find((net) => net.info.caipNetworkId === chainParam)
    if (solanaNet && ctx.solana) {
      const { status, body } = await forwardRpc(
        ctx.solana.urlOf(solanaNet),
        text,
        rpcAllowList.solana,
      )
      return c.json(body, status as 200 | 400 | 502)
    }
    const chainId = parseChainId(chainParam)
    const chain = ctx.chains?.chains.find((candidate) => candidate.chainId === chainId)
    if (!chain) {
      const served = [
        ...(ctx.chains?.chains.map((candidate) => candidate.caipNetworkId) ?? []),
        ...(ctx.solana?.networks.map((net) => net.info.caipNetworkId) ?? []),
      ]
      const error: JsonRpcResponse = {
        jsonrpc: '2.0',
        id: requestId(text),
        error: {
          code: -32602,
          message: `Unsupported chain: ${chainParam ?? '(missing chainId)'}`,
          data: { supported: served },
        },
      }
      return c.json(error, 400)
    }
    // Every other chain the cloud runs is an EVM one.
    const { status, body } = await forwardRpc(chain.rpcUrl, text, rpcAllowList.eip155)
    return c.json(body, status as 200 | 400 | 502)
  }
  app.post('/v1', handler)
  app.post('/v1/', handler)
}

/** Requests in a body: a batch's length, else 1 (what is not JSON is answered as one error). */
function countRequests(text: string): number {
  if (!text.trimStart().startsWith('[')) return 1
  try {
    const parsed: unknown = JSON.parse(text)
    return Array.isArray(parsed) ? Math.max(1, parsed.length) : 1
  } catch {
    return 1
  }
}

/** The id of a single request, so that an early error still matches it; `null` otherwise. */
function requestId(text: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && 'id' in parsed)
      return (parsed as { id: unknown }).id
  } catch {
    // Not JSON: the id is unknown.
  }
  return null
}
