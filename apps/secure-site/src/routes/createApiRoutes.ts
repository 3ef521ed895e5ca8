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
import { SERVER_TIME_HEADER } from '../crypto/signedRequest'
import { connectEmail } from '../email/connectEmail'
import { startEmailUpdate } from '../email/startEmailUpdate'
import { verifyLoginOtp } from '../email/verifyLoginOtp'
import { verifyUpdatePrimary } from '../email/verifyUpdatePrimary'
import { verifyUpdateSecondary } from '../email/verifyUpdateSecondary'
import { waitForDevice } from '../email/waitForDevice'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import { startFarcaster } from '../farcaster/startFarcaster'
import { waitForFarcaster } from '../farcaster/waitForFarcaster'
import { holdLongPoll } from '../limits/holdLongPoll'
import { clientIp } from '../server/clientIp'
import type { SiteContext } from '../server/SiteContext'
import { findSession } from '../sessions/findSession'
import type { Session } from '../sessions/readSession'
import { readSignedRequest } from '../sessions/readSignedRequest'
import { requireSession } from '../sessions/requireSession'
import { SIGNED_REQUEST_VARIABLE, type SignedRequest } from '../sessions/SignedRequest'
import { verifySignedRequest } from '../sessions/verifySignedRequest'
import { listSmartAccountChains } from '../smartAccount/listSmartAccountChains'
import { loadWalletAccounts } from '../smartAccount/loadWalletAccounts'
import { finishSocialLogin } from '../social/finishSocialLogin'
import { startSocialLogin } from '../social/startSocialLogin'
import { ensureSolanaKey } from '../solana/ensureSolanaKey'
import { isSolanaChainId, toSolanaNetwork } from '../solana/solanaNetworks'
import { toSolanaUserPayload } from '../solana/toSolanaUserPayload'
import { toUserPayload } from '../users/toUserPayload'
import type { AccountType, UserRow } from '../users/types'
import { createKeyRoutes } from './createKeyRoutes'
import { createRpcRoutes } from './createRpcRoutes'
import { toChainNumber } from './toChainNumber'

const id = z.string().check(z.minLength(1), z.maxLength(128))
const projectId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))
// PKCE (RFC 7636): the verifier is 43-128 unreserved characters; the frame's state and the S256
// challenge are base64url of 32 bytes.
const base64url32 = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/))
const verifier = z.string().check(z.regex(/^[A-Za-z0-9._~-]{43,128}$/))

/**
 * The frame's JSON API (`POST /api/<step>`). Only this site's own pages may call it from a
 * browser (the `Origin` header must be this origin and the body JSON), and every call must be
 * signed by the frame's device key (see `signRequest`): a fresh timestamp, an unused nonce, the
 * project. Login steps bind the new session to that key; a signed-in call
 * (`Authorization: Bearer <token>`) counts only when the session's own key signed it for the
 * session's project (`requireSession`). Errors are `{ error }` with the message the frame relays.
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
        throw new SecureSiteError(secureSiteMessages.payloadTooLarge, 413)
      },
    }),
  )
  // Every call, signed in or not, is signed by a device key: login steps bind to it, and the
  // nonce makes each request single-use.
  api.use(async (c, next) => {
    // The server's clock on every answer, so a frame whose clock is off can sign again in time.
    c.header(SERVER_TIME_HEADER, String(ctx.now()))
    c.set(SIGNED_REQUEST_VARIABLE as never, (await verifySignedRequest(ctx, c)) as never)
    await next()
  })

  const body = async <T>(c: Context, schema: z.ZodMiniType<T>): Promise<T> => {
    const parsed = schema.safeParse(await c.req.json().catch(() => undefined))
    if (!parsed.success)
      throw new SecureSiteError(parsed.error.issues[0]?.message ?? 'Invalid input', 400)
    return parsed.data
  }
  const session = (c: Context): Promise<Session> => requireSession(ctx, c)
  // The device key and project of this call; a project named in the body must be the signed one.
  const signer = (c: Context, bodyProject?: string): SignedRequest => {
    const signed = readSignedRequest(c)
    if (!signed) throw new SecureSiteError(secureSiteMessages.invalidSignature, 401)
    if (bodyProject !== undefined && bodyProject !== signed.projectId)
      throw new SecureSiteError(secureSiteMessages.unknownProject, 403)
    return signed
  }
  const ip = (c: Context) => clientIp(c, ctx.config.trustedProxies ?? 0)

  api.post('/email/connect', async (c) => {
    const input = await body(c, z.object({ projectId, email: frameEmailSchema, deviceId: id }))
    const signed = signer(c, input.projectId)
    return c.json(await connectEmail(ctx, { ...input, deviceKey: signed.thumbprint }))
  })
  api.post('/email/device', holdLongPoll(ctx), async (c) => {
    const input = await body(c, z.object({ flowId: id }))
    return c.json(
      await waitForDevice(ctx, {
        flowId: input.flowId,
        deviceKey: signer(c).thumbprint,
        signal: c.req.raw.signal,
      }),
    )
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
        flowId: input.flowId,
        otp: input.otp,
        deviceId: input.deviceId,
        device: signer(c, input.projectId),
        chainId: toChainNumber(input.chainId),
        ip: ip(c),
      }),
    )
  })
  api.post('/email/update', async (c) => {
    const input = await body(c, z.object({ email: frameEmailSchema }))
    return c.json(await startEmailUpdate(ctx, await session(c), input))
  })
  api.post('/email/update/primary', async (c) => {
    const input = await body(c, z.object({ flowId: id, otp: frameOtpSchema }))
    return c.json(await verifyUpdatePrimary(ctx, await session(c), { ...input, ip: ip(c) }))
  })
  api.post('/email/update/secondary', async (c) => {
    const input = await body(c, z.object({ flowId: id, otp: frameOtpSchema }))
    return c.json(await verifyUpdateSecondary(ctx, await session(c), { ...input, ip: ip(c) }))
  })

  api.post('/social/start', async (c) => {
    const input = await body(
      c,
      z.object({
        projectId,
        provider: frameSocialProviderSchema,
        // The dapp origin the frame was asked from; checked against the project's origins.
        returnOrigin: z.string().check(z.maxLength(256)),
        state: base64url32,
        codeChallenge: base64url32,
      }),
    )
    const signed = signer(c, input.projectId)
    return c.json(
      await startSocialLogin(ctx, {
        provider: input.provider,
        projectId: signed.projectId,
        returnOrigin: input.returnOrigin,
        state: input.state,
        codeChallenge: input.codeChallenge,
        deviceKey: signed.thumbprint,
      }),
    )
  })
  api.post('/social/connect', async (c) => {
    const input = await body(
      c,
      z.object({
        state: base64url32,
        code: z.string().check(z.minLength(1), z.maxLength(2048)),
        verifier,
        chainId: frameChainIdSchema,
      }),
    )
    return c.json(
      await finishSocialLogin(ctx, {
        state: input.state,
        code: input.code,
        verifier: input.verifier,
        device: signer(c),
        chainId: toChainNumber(input.chainId),
      }),
    )
  })
  api.post('/farcaster/start', async (c) => {
    const input = await body(c, z.object({ projectId }))
    const signed = signer(c, input.projectId)
    return c.json(
      await startFarcaster(ctx, { projectId: signed.projectId, deviceKey: signed.thumbprint }),
    )
  })
  api.post('/farcaster/wait', holdLongPoll(ctx), async (c) => {
    const input = await body(c, z.object({ channel: id, chainId: frameChainIdSchema }))
    return c.json(
      await waitForFarcaster(ctx, {
        channel: input.channel,
        device: signer(c),
        chainId: toChainNumber(input.chainId),
        signal: c.req.raw.signal,
      }),
    )
  })

  // IS_CONNECTED: true only for a live session bound to the key that signed this call (so a
  // token handed over by the page is adopted only by the frame that owns it).
  api.post('/session', async (c) =>
    c.json({ isConnected: (await findSession(ctx, c)) !== undefined }),
  )
  api.post('/user', async (c) => {
    const input = await body(
      c,
      z.object({
        chainId: z.optional(frameChainIdSchema),
        preferredAccountType: z.optional(frameAccountTypeSchema),
      }),
    )
    const current = await session(c)
    // A Solana network: the user's Solana account (its key made now for users from before it);
    // the EVM chain and account type stay as they are.
    if (isSolanaChainId(input.chainId)) {
      const network = toSolanaNetwork(input.chainId)
      if (network.id !== current.solanaChainId) await setSolanaChain(ctx, current, network.id)
      const user = await ensureSolanaKey(ctx, current.user)
      return c.json(toSolanaUserPayload(user, user.solana_address, network))
    }
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
      smartAccountEnabledNetworks: await listSmartAccountChains(
        ctx,
        signer(c, input.projectId).projectId,
      ),
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
    if (isSolanaChainId(input.chainId)) {
      const network = toSolanaNetwork(input.chainId)
      await setSolanaChain(ctx, await session(c), network.id)
      return c.json({ chainId: network.id })
    }
    const chainId = toChainNumber(input.chainId)
    await setChain(ctx, await session(c), chainId)
    return c.json({ chainId })
  })
  api.post('/sign-out', async (c) => {
    // Only the session's own device may end it; anything else has nothing to end.
    const current = await findSession(ctx, c)
    if (current)
      await ctx.store.query('delete from secure_sessions where token_hash = $1', [
        current.tokenHash,
      ])
    return c.json({})
  })
  api.route('/rpc', createRpcRoutes(ctx, session))
  api.route('/key', createKeyRoutes(ctx, session, ip))
  api.all('*', () => {
    throw new SecureSiteError('Not Found', 404)
  })
  return api
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

async function setSolanaChain(ctx: SiteContext, session: Session, chainId: string): Promise<void> {
  await ctx.store.query('update secure_sessions set solana_chain_id = $2 where token_hash = $1', [
    session.tokenHash,
    chainId,
  ])
}
