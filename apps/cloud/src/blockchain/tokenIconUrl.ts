import type { CloudContext } from '../server/types'

/** The project parameters of the request an icon URL is built for. */
export type IconRequest = { projectId: string; st?: string | undefined; sv?: string | undefined }

/**
 * The URL of a token's generated image (`/public/getTokenImage/{id}` of the registry), with the
 * caller's project parameters so that an `<img>` can load it; `''` for a token without an icon.
 *
 * @example
 * tokenIconUrl(ctx, 'USDC', { projectId: 'demo', st: 'airlock', sv: '0.1.0' })
 * // 'http://127.0.0.1:8787/public/getTokenImage/USDC?projectId=demo&st=airlock&sv=0.1.0'
 */
export function tokenIconUrl(
  ctx: CloudContext,
  iconId: string | null | undefined,
  request: IconRequest,
): string {
  if (!iconId) return ''
  const url = new URL(`/public/getTokenImage/${encodeURIComponent(iconId)}`, ctx.config.publicUrl)
  if (request.projectId) url.searchParams.set('projectId', request.projectId)
  if (request.st) url.searchParams.set('st', request.st)
  if (request.sv) url.searchParams.set('sv', request.sv)
  return url.toString()
}
