import { frameRpcMethodSchema, isFrameRpcMethod } from '@airlock/wallet-frame/protocol'
import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import { handleRpc } from '../rpc/handleRpc'
import { isUnsafeRpcMethod } from '../rpc/isUnsafeRpcMethod'
import { prepareRpc } from '../rpc/prepareRpc'
import { sealPrepared } from '../rpc/sealPrepared'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import { isSolanaSignMethod, prepareSolanaRpc } from '../solana/prepareSolanaRpc'

const rpcRequest = z.object({ method: frameRpcMethodSchema, params: z.optional(z.unknown()) })
const approvedRequest = z.object({
  method: frameRpcMethodSchema,
  params: z.optional(z.unknown()),
  prepared: z.optional(z.unknown()),
  seal: z.optional(z.string().check(z.maxLength(128))),
  confirmed: z.optional(z.boolean()),
})

/**
 * The frame's RPC routes, mounted at `/api/rpc` behind the API's origin and size checks:
 * `POST /api/rpc/prepare` fills an unsafe request (personal_sign, eth_signTypedData_v4,
 * eth_sendTransaction, wallet_sendCalls, the Solana sign methods) into exactly what will be signed and seals it;
 * `POST /api/rpc` answers a read, or signs an unsafe request only as approved in the frame
 * (`prepared`, `seal`, `confirmed: true`). `session` reads the caller's session (the API's check).
 *
 * @example
 * api.route('/rpc', createRpcRoutes(ctx, session))
 */
export function createRpcRoutes(ctx: SiteContext, session: (c: Context) => Promise<Session>): Hono {
  const rpc = new Hono()
  const body = async <T>(c: Context, schema: z.ZodMiniType<T>): Promise<T> => {
    const parsed = schema.safeParse(await c.req.json().catch(() => undefined))
    if (!parsed.success)
      throw new SecureSiteError(parsed.error.issues[0]?.message ?? 'Invalid input', 400)
    return parsed.data
  }
  rpc.post('/prepare', async (c) => {
    const input = await body(c, rpcRequest)
    if (!isFrameRpcMethod(input.method) || !isUnsafeRpcMethod(input.method))
      throw new SecureSiteError(secureSiteMessages.methodNotAllowed, 400)
    const current = await session(c)
    const prepared = isSolanaSignMethod(input.method)
      ? await prepareSolanaRpc(ctx, current, input)
      : await prepareRpc(ctx, current, input)
    return c.json({ prepared, seal: sealPrepared(ctx, current, JSON.stringify(prepared)) })
  })
  rpc.post('/', async (c) => {
    const input = await body(c, approvedRequest)
    const request = {
      method: input.method,
      ...(input.params === undefined ? {} : { params: input.params }),
      ...(input.prepared === undefined ? {} : { prepared: input.prepared }),
      ...(input.seal === undefined ? {} : { seal: input.seal }),
      ...(input.confirmed === undefined ? {} : { confirmed: input.confirmed }),
    }
    return c.json({ result: (await handleRpc(ctx, await session(c), request)) ?? null })
  })
  return rpc
}
