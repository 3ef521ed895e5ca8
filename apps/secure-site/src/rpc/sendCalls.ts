import { randomBytes } from 'node:crypto'
import { bytesToHex, createPublicClient, type Hex, http } from 'viem'
import * as z from 'zod/mini'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import type { WalletAccounts } from '../smartAccount/loadWalletAccounts'
import { pickSigner } from '../smartAccount/pickSigner'
import { sendAsAccount } from '../smartAccount/sendAsAccount'
import { toTransactionRequest } from './toTransactionRequest'

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/), z.maxLength(262_144))
const capabilities = z.optional(z.record(z.string(), z.unknown()))
const paramsSchema = z.tuple([
  z.object({
    version: z.string().check(z.maxLength(32)),
    id: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
    chainId: z.optional(hex),
    from: z.optional(hex),
    atomicRequired: z.optional(z.boolean()),
    calls: z
      .array(
        z.object({
          to: z.optional(hex),
          data: z.optional(hex),
          value: z.optional(hex),
          capabilities,
        }),
      )
      .check(z.minLength(1), z.maxLength(64)),
    capabilities,
  }),
])

/**
 * `wallet_sendCalls` (EIP-5792): the calls run as sequential legacy transactions (from the eoa, or
 * through the smart account's `execute` when `from` is it or the preferred account), each signed
 * here and waited for (receipt) before the next is sent, so a call may depend on the one before
 * (approve, then swap). Not atomic: `atomicRequired: true` is refused, and a call that reverts
 * stops the batch (the rest are not sent). Resolves `{ id }`; wallet_getCallsStatus reads it.
 *
 * @example
 * const { id } = await sendCalls(ctx, session, [{ version: '2.0.0', chainId: '0x7a69', atomicRequired: false, calls: [{ to, value: '0x1' }] }])
 */
export async function sendCalls(
  ctx: SiteContext,
  session: Session,
  accounts: WalletAccounts,
  params: unknown,
): Promise<{ id: string }> {
  const parsed = paramsSchema.safeParse(params)
  if (!parsed.success) throw new SecureSiteError('wallet_sendCalls needs a batch of calls', 400)
  const [batch] = parsed.data
  const signer = pickSigner(accounts, batch.from, true)
  const address = signer === 'eoa' ? accounts.eoa : (accounts.smartAccount?.address ?? accounts.eoa)
  if (batch.chainId !== undefined && Number.parseInt(batch.chainId, 16) !== session.chainId)
    throw new SecureSiteError(secureSiteMessages.chainNotSupported, 400)
  if (batch.atomicRequired === true)
    throw new SecureSiteError(secureSiteMessages.atomicUnsupported, 400)
  for (const entry of [batch.capabilities, ...batch.calls.map((call) => call.capabilities)])
    for (const [name, value] of Object.entries(entry ?? {}))
      if ((value as { optional?: unknown } | null)?.optional !== true)
        throw new SecureSiteError(`${secureSiteMessages.capabilityUnsupported}: ${name}`, 400)
  // Each call is checked before the first is sent, so a bad one cannot cut a batch in two.
  const requests = batch.calls.map((call) => ({
    ...toTransactionRequest({ to: call.to, data: call.data, value: call.value }, address),
    type: 'legacy',
  }))

  const id = batch.id ?? bytesToHex(randomBytes(32))
  const inserted = await ctx.store.query(
    `insert into secure_call_batches (user_id, id, chain_id, call_count, created_at)
     values ($1, $2, $3, $4, $5) on conflict do nothing returning id`,
    [session.user.id, id, String(session.chainId), requests.length, ctx.now()],
  )
  if (inserted.rows.length === 0)
    throw new SecureSiteError(secureSiteMessages.duplicateBatchId, 400)

  const chain = createPublicClient({
    transport: http(ctx.rpcUrl(session.chainId, session.projectId), { timeout: 10_000 }),
  })
  const hashes: Hex[] = []
  for (const request of requests) {
    let hash: Hex
    try {
      hash = await sendAsAccount(ctx, session, accounts, signer, request)
    } catch (error) {
      if (hashes.length === 0) {
        await ctx.store.query('delete from secure_call_batches where user_id = $1 and id = $2', [
          session.user.id,
          id,
        ])
        throw error
      }
      await record(ctx, session, id, hashes, true)
      break
    }
    hashes.push(hash)
    await record(ctx, session, id, hashes, false)
    const receipt = await chain
      .waitForTransactionReceipt({ hash, pollingInterval: 250, timeout: 60_000 })
      .catch(() => undefined)
    if (receipt?.status !== 'success') {
      if (hashes.length < requests.length) await record(ctx, session, id, hashes, true)
      break
    }
  }
  return { id }
}

async function record(
  ctx: SiteContext,
  session: Session,
  id: string,
  hashes: Hex[],
  stopped: boolean,
): Promise<void> {
  await ctx.store.query(
    'update secure_call_batches set hashes = $3::jsonb, stopped = $4 where user_id = $1 and id = $2',
    [session.user.id, id, JSON.stringify(hashes), stopped],
  )
}
