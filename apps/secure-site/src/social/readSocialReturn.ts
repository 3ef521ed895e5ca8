import type { SiteContext } from '../server/SiteContext'
import { toReturnOrigin } from './toReturnOrigin'

/**
 * The dapp origin the social flow `state` was started from (kept by {@link startSocialLogin}),
 * checked again against the project's allowed origins; `undefined` for an unknown, used or
 * expired flow.
 *
 * @example
 * const back = await readSocialReturn(ctx, state) // 'http://127.0.0.1:5173'
 */
export async function readSocialReturn(
  ctx: SiteContext,
  state: string,
): Promise<string | undefined> {
  const { rows } = await ctx.store.query<{
    project_id: string
    data: { returnOrigin?: unknown }
    expires_at: string
  }>(`select project_id, data, expires_at from secure_flows where id = $1 and kind = 'social'`, [
    state,
  ])
  const flow = rows[0]
  if (!flow || Number(flow.expires_at) <= ctx.now()) return undefined
  return toReturnOrigin(ctx, flow.project_id, flow.data.returnOrigin)
}
