import { randomBytes } from 'node:crypto'
import type { SIWXMessageData, SIWXSession } from '@airlock/core'
import { parseSiwxMessage, SiwxVerificationError, verifySiwxMessage } from '@airlock/siwx/server'
import { requireChains } from '../blockchain/requireChains'
import { solanaChainIds } from '../registry/chainIds'
import { httpError } from '../server/httpError'
import type { CloudContext } from '../server/types'
import {
  SIWX_MAX_MESSAGE_CHARS,
  SIWX_MAX_SIGNATURE_CHARS,
  SIWX_SESSION_MAX_AGE_MS,
} from './siwxRules'
import { tokenHash } from './tokenHash'

/** What `POST /v1/siwx/sessions` answers. */
export type CreatedSession = { token: string; session: SIWXSession; expiresAt: string }

/**
 * Signs a visitor in from a signed SIWX message (`{ message, signature }`): the message must be
 * well formed, within its time window, carry a nonce this project was issued and has not used
 * (the nonce is spent here, whatever the signature), and be signed by its account (EOA, ERC-1271,
 * ERC-6492 on the chain it names, through `verifySignature`; on one of the cloud's Solana networks,
 * Sign-In-With-Solana, an ed25519 signature by the address's key). Answers a new bearer token; 400 for
 * a malformed body or message, 401 `{ reason }` for a refused one.
 *
 * @example
 * const { token } = await createSession(ctx, 'demo', await c.req.json())
 */
export async function createSession(
  ctx: CloudContext,
  projectId: string,
  body: unknown,
): Promise<CreatedSession> {
  const { message, signature } = (body ?? {}) as Record<string, unknown>
  if (typeof message !== 'string' || typeof signature !== 'string')
    httpError(400, 'Invalid request', { reason: 'message and signature must be strings' })
  if (message.length > SIWX_MAX_MESSAGE_CHARS || signature.length > SIWX_MAX_SIGNATURE_CHARS)
    httpError(400, 'Invalid request', {
      reason: `message up to ${SIWX_MAX_MESSAGE_CHARS}, signature up to ${SIWX_MAX_SIGNATURE_CHARS} characters`,
    })
  const getClient = (id: number) => requireChains(ctx).find((chain) => chain.chainId === id)?.client
  let fields: SIWXMessageData
  try {
    fields = parseSiwxMessage(message)
  } catch {
    refuse('malformed')
  }
  // The time window and the chain first (no chain call), so a stale message spends no nonce.
  const now = Date.now()
  if (fields.expirationTime && Date.parse(fields.expirationTime) <= now) refuse('expired')
  if (fields.notBefore && Date.parse(fields.notBefore) > now) refuse('not-yet-valid')
  if (!supported(fields.chainId, getClient)) refuse('unsupported-chain')
  const spent = await ctx.store.query<{ nonce: string }>(
    `update siwx_nonces set used_at = now()
     where nonce = $1 and project_id = $2 and used_at is null and expires_at > now()
     returning nonce`,
    [fields.nonce, projectId],
  )
  if (spent.rows.length === 0) {
    const known = await ctx.store.query<{ used_at: string | null }>(
      'select used_at from siwx_nonces where nonce = $1 and project_id = $2',
      [fields.nonce, projectId],
    )
    refuse(known.rows[0]?.used_at ? 'replayed' : 'wrong-nonce')
  }
  const reason = await refusal(() =>
    verifySiwxMessage({ message, signature, getClient, nonce: fields.nonce, solanaChainIds }),
  )
  if (reason) refuse(reason)

  const token = randomBytes(32).toString('base64url')
  const cap = Date.now() + SIWX_SESSION_MAX_AGE_MS
  const expires = Math.min(cap, fields.expirationTime ? Date.parse(fields.expirationTime) : cap)
  const expiresAt = new Date(expires).toISOString()
  await ctx.store.query(
    `insert into siwx_sessions
       (token_hash, project_id, chain_id, address, domain, nonce, message, signature, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      tokenHash(token),
      projectId,
      fields.chainId,
      fields.accountAddress,
      fields.domain,
      fields.nonce,
      message,
      signature,
      expiresAt,
    ],
  )
  return { token, session: { data: fields, message, signature }, expiresAt }
}

/** Whether the cloud signs in on `chainId`: an eip155 chain it serves, or a Solana network it knows. */
function supported(chainId: string, getClient: (id: number) => unknown): boolean {
  if (chainId.startsWith('solana:')) return (solanaChainIds as readonly string[]).includes(chainId)
  const [namespace, reference] = chainId.split(':')
  return namespace === 'eip155' && getClient(Number(reference)) !== undefined
}

/** The reason `check` refuses the message, `undefined` when it accepts. Other errors pass. */
async function refusal(check: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await check()
    return undefined
  } catch (error) {
    if (error instanceof SiwxVerificationError) return error.reason
    throw error
  }
}

function refuse(reason: string): never {
  if (reason === 'malformed') httpError(400, 'Invalid SIWX message', { reason })
  httpError(401, 'SIWX message refused', { reason })
}
