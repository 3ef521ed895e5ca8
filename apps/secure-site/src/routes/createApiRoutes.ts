import {
  frameAccountTypeSchema,
  frameChainIdSchema,
  frameEmailSchema,
  frameOtpSchema,
  frameSocialProviderSchema,
} from '@airlock/wallet-frame/protocol'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as z from 'zod/mini'
import { hashToken } from '../crypto/hashToken'
import { connectEmail } from '../email/connectEmail'
import { startEmailUpdate } from '../email/startEmailUpdate'
import { verifyLoginOtp } from '../email/verifyLoginOtp'
import { verifyUpdatePrimary } from '../email/verifyUpdatePrimary'
import { verifyUpdateSecondary } from '../email/verifyUpdateSecondary'
import { waitForDevice } from '../email/waitForDevice'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import { startFarcaster } from '../farcaster/startFarcaster'
import type { SiteContext } from '../server/SiteContext'
import { readSession, type Session } from '../sessions/readSession'
import { listSmartAccountChains } from '../smartAccount/listSmartAccountChains'
import { loadWalletAccounts } from '../smartAccount/loadWalletAccounts'
import { startSocialLogin } from '../social/startSocialLogin'
import { waitForFlow } from '../social/waitForFlow'
import { toUserPayload } from '../users/toUserPayload'
import type { AccountType, UserRow } from '../users/types'
import { createRpcRoutes } from './createRpcRoutes'
import { toChainNumber } from './toChainNumber'

const id = z.string().check(z.minLength(1), z.maxLength(128))
const projectId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))

/**
 * The frame's JSON API (`POST /api/<step>`). Only this site's own pages may call it: the
 * `Origin` header must be this origin and the body JSON, so a dapp page (or any other site)
 * cannot drive it from the browser. A signed-in call carries `Authorization: Bearer <token>`.
 * Errors are `{ error }` with the message the frame relays.
 *
 * @example
 * app.route('/api', createApiRoutes(ctx))
 */
export function createApiRoutes(ctx: SiteContext): Hono {
  const api = new Hono()
  const origin = new URL(ctx.publicUrl).origin
  api.use(async (c, next) => {
    if (c.req.method !== 'POST' || c.req.header('origin') !== origin)
      throw new SecureSiteError(secureSiteMessages.forbiddenOrigin, 403)
    if (!(c.req.header('content-type') ?? '').startsWith('application/json'))
      throw new SecureSiteError(secureSiteMessages.forbiddenOrigin, 403)
    await next()
    c.header('Cache-Control', 'no-store')
  })
  // RPC params are bounded by the protocol (1 MiB of strings); nothing else comes near it.
  api.use(
    bodyLimit({
      maxSize: 2 * 1024 * 1024,
      onError: () => {
        throw new SecureSiteError('Payload Too Large', 400)
      },
    }),
  )

  const body = async <T>(c: Context, schema: z.ZodMiniType<T>): Promise<T> => {
    const parsed = schema.safeParse(await c.req.json().catch(() => undefined))
    if (!parsed.success)
      throw new SecureSiteError(parsed.error.issues[0]?.message ?? 'Invalid input', 400)
    return parsed.data
  }
  const session = async (c: Context): Promise<Session> => {
    const found = await readSession(ctx, bearer(c))
    if (!found) throw new SecureSiteError(secureSiteMessages.notSignedIn, 401)
    return found
  }
  const knownProject = (value: string) => {
    if (!ctx.config.projects.some((p) => p.id === value))
      throw new SecureSiteError(secureSiteMessages.unknownProject, 403)
    return value
  }

  api.post('/email/connect', async (c) => {
    const input = await body(c, z.object({ projectId, email: frameEmailSchema, deviceId: id }))
    return c.json(await connectEmail(ctx, { ...input, projectId: knownProject(input.projectId) }))
  })
  api.post('/email/device', async (c) => {
    const input = await body(c, z.object({ flowId: id }))
    return c.json(await waitForDevice(ctx, { flowId: input.flowId, signal: c.req.raw.signal }))
  })
  api.post('/email/otp', async (c) => {
    const input = await body(
      c,
      z.object({
        projectId,
        flowId: id,
        otp: frameOtpSchema,
        deviceId: id,
        chainId: frameChainIdSchema,
      }),
    )
    return c.json(
      await verifyLoginOtp(ctx, {
        ...input,
        projectId: knownProject(input.projectId),
        chainId: toChainNumber(input.chainId),
      }),
    )
  })
  api.post('/email/update', async (c) => {
    const input = await body(c, z.object({ email: frameEmailSchema }))
    return c.json(await startEmailUpdate(ctx, await session(c), input))
  })
  api.post('/email/update/primary', async (c) => {
    const input = await body(c, z.object({ flowId: id, otp: frameOtpSchema }))
    return c.json(await verifyUpdatePrimary(ctx, await session(c), input))
  })
  api.post('/email/update/secondary', async (c) => {
    const input = await body(c, z.object({ flowId: id, otp: frameOtpSchema }))
    return c.json(await verifyUpdateSecondary(ctx, await session(c), input))
  })

  api.post('/social/start', async (c) => {
    const input = await body(
      c,
      z.object({
        projectId,
        provider: frameSocialProviderSchema,
        // The dapp origin the frame was asked from; checked against the project's origins.
        returnOrigin: z.optional(z.string().check(z.maxLength(256))),
      }),
    )
    return c.json(
      await startSocialLogin(ctx, { ...input, projectId: knownProject(input.projectId) }),
    )
  })
  api.post('/social/wait', async (c) => {
    const input = await body(c, z.object({ state: id, secret: id, chainId: frameChainIdSchema }))
    return c.json(
      await waitForFlow(ctx, {
        id: input.state,
        kind: 'social',
        secret: input.secret,
        chainId: toChainNumber(input.chainId),
        signal: c.req.raw.signal,
      }),
    )
  })
  api.post('/farcaster/start', async (c) => {
    const input = await body(c, z.object({ projectId }))
    return c.json(await startFarcaster(ctx, { projectId: knownProject(input.projectId) }))
  })
  api.post('/farcaster/wait', async (c) => {
    const input = await body(c, z.object({ channel: id, secret: id, chainId: frameChainIdSchema }))
    return c.json(
      await waitForFlow(ctx, {
        id: input.channel,
        kind: 'farcaster',
        secret: input.secret,
        chainId: toChainNumber(input.chainId),
        signal: c.req.raw.signal,
      }),
    )
  })

  api.post('/session', async (c) => {
    const found = await readSession(ctx, bearer(c))
    return c.json({ isConnected: found !== undefined })
  })
  api.post('/user', async (c) => {
    const input = await body(
      c,
      z.object({
        chainId: z.optional(frameChainIdSchema),
        preferredAccountType: z.optional(frameAccountTypeSchema),
      }),
    )
    const current = await session(c)
    const chainId = input.chainId === undefined ? current.chainId : toChainNumber(input.chainId)
    if (chainId !== current.chainId) await setChain(ctx, current, chainId)
    // GET_USER carries the page's preferred type: it is the user's choice from now on.
    const user = input.preferredAccountType
      ? await setPreferredAccountType(ctx, current.user, input.preferredAccountType)
      : current.user
    const accounts = await loadWalletAccounts(ctx, user, chainId, current.projectId)
    return c.json(toUserPayload(user, chainId, accounts))
  })
  api.post('/smart-account/networks', async (c) => {
    const input = await body(c, z.object({ projectId }))
    return c.json({
      smartAccountEnabledNetworks: await listSmartAccountChains(ctx, knownProject(input.projectId)),
    })
  })
  api.post('/smart-account/init', async (c) => {
    const input = await body(c, z.object({ chainId: z.optional(frameChainIdSchema) }))
    const current = await session(c)
    const chainId = input.chainId === undefined ? current.chainId : toChainNumber(input.chainId)
    const { smartAccount } = await loadWalletAccounts(ctx, current.user, chainId, current.projectId)
    if (!smartAccount) throw new SecureSiteError(secureSiteMessages.smartAccountsDisabled, 400)
    return c.json({ address: smartAccount.address, isDeployed: smartAccount.deployed })
  })
  api.post('/preferred-account', async (c) => {
    const input = await body(
      c,
      z.object({ type: frameAccountTypeSchema, chainId: z.optional(frameChainIdSchema) }),
    )
    const current = await session(c)
    const chainId = input.chainId === undefined ? current.chainId : toChainNumber(input.chainId)
    const before = await loadWalletAccounts(ctx, current.user, chainId, current.projectId)
    if (input.type === 'smartAccount' && !before.smartAccount)
      throw new SecureSiteError(secureSiteMessages.smartAccountsDisabled, 400)
    const user = await setPreferredAccountType(ctx, current.user, input.type)
    const accounts = await loadWalletAccounts(ctx, user, chainId, current.projectId)
    return c.json({ type: accounts.preferred, address: accounts.active })
  })
  api.post('/switch-network', async (c) => {
    const input = await body(c, z.object({ chainId: frameChainIdSchema }))
    const chainId = toChainNumber(input.chainId)
    await setChain(ctx, await session(c), chainId)
    return c.json({ chainId })
  })
  api.post('/sign-out', async (c) => {
    const token = bearer(c)
    if (token)
      await ctx.store.query('delete from secure_sessions where token_hash = $1', [hashToken(token)])
    return c.json({})
  })
  api.route('/rpc', createRpcRoutes(ctx, session))
  return api
}

function bearer(c: Context): string | undefined {
  const header = c.req.header('authorization') ?? ''
  return header.startsWith('Bearer ') ? header.slice(7) : undefined
}

async function setPreferredAccountType(
  ctx: SiteContext,
  user: UserRow,
  type: AccountType,
): Promise<UserRow> {
  await ctx.store.query('update secure_users set preferred_account_type = $2 where id = $1', [
    user.id,
    type,
  ])
  return { ...user, preferred_account_type: type }
}

async function setChain(ctx: SiteContext, session: Session, chainId: number): Promise<void> {
  await ctx.store.query('update secure_sessions set chain_id = $2 where token_hash = $1', [
    session.tokenHash,
    String(chainId),
  ])
}
