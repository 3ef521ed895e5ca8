import type { SiteContext } from '../server/SiteContext'

/**
 * The dapp origin a redirect login may send the visitor back to: `candidate` itself when it is
 * exactly an http(s) origin (no path, query or credentials) listed for `projectId`, else
 * `undefined`. Never built from a query parameter; checked again when the callback reads it, so a
 * stored value the configuration no longer lists is not followed.
 *
 * @example
 * toReturnOrigin(ctx, 'airlock-demo', 'http://127.0.0.1:5173') // 'http://127.0.0.1:5173'
 */
export function toReturnOrigin(
  ctx: Pick<SiteContext, 'config'>,
  projectId: string,
  candidate: unknown,
): string | undefined {
  if (typeof candidate !== 'string') return undefined
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (url.origin !== candidate) return undefined
  const project = ctx.config.projects.find((p) => p.id === projectId)
  return project?.origins.includes(candidate) ? candidate : undefined
}
