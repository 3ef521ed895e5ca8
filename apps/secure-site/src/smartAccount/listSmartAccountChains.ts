import type { SiteContext } from '../server/SiteContext'
import { ensureFactory } from './ensureFactory'
import { supportedChainsUrl } from './supportedChainsUrl'

/**
 * GET_SMART_ACCOUNT_ENABLED_NETWORKS: the chains this site knows (its own RPC overrides and the
 * cloud's `/v1/supported-chains`, eip155 only) on which the account factory is, or could be
 * deployed now. A cloud that does not answer leaves only the overrides.
 *
 * @example
 * await listSmartAccountChains(ctx, 'airlock-demo') // [1, 8453, 31337]
 */
export async function listSmartAccountChains(
  ctx: SiteContext,
  projectId: string,
): Promise<number[]> {
  const known = new Set(Object.keys(ctx.config.rpcUrls ?? {}).map(Number))
  try {
    const response = await fetch(supportedChainsUrl(ctx.config.cloudUrl, projectId), {
      signal: AbortSignal.timeout(3_000),
    })
    const body = (await response.json()) as { http?: unknown }
    for (const caip of Array.isArray(body.http) ? body.http : []) {
      const match = typeof caip === 'string' ? /^eip155:(\d+)$/.exec(caip) : null
      if (match) known.add(Number(match[1]))
    }
  } catch {
    // No cloud (tests, or it is still starting): the overrides are all we know.
  }
  const chains = [...known].filter((id) => Number.isSafeInteger(id) && id > 0).sort((a, b) => a - b)
  const enabled = await Promise.all(chains.map((id) => ensureFactory(ctx, id, projectId)))
  return chains.filter((_, index) => enabled[index])
}
