import { randomBytes } from 'node:crypto'
import { bytesToHex, createPublicClient, type Hex, http } from 'viem'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import type { WalletAccounts } from '../smartAccount/loadWalletAccounts'
import type { PreparedRequest } from './preparedTypes'
import { sendPreparedTransaction } from './sendPreparedTransaction'

/**
 * `wallet_sendCalls` (EIP-5792) once approved: the prepared calls run as sequential legacy
 * transactions with consecutive nonces (from the eoa, or through the smart account's `execute`),
 * each signed exactly as prepared and waited for (receipt) before the next is sent. Not atomic:
 * a call that reverts or is refused by the node stops the batch (the rest are not sent).
 * Resolves `{ id }`; wallet_getCallsStatus reads it.
 *
 * @example
 * const { id } = await sendCalls(ctx, session, accounts, prepared)
 */
export async function sendCalls(
  ctx: SiteContext,
  session: Session,
  accounts: WalletAccounts,
  prepared: Extract<PreparedRequest, { kind: 'transactions' }>,
): Promise<{ id: string }> {
  const requests = prepared.transactions
  const id = prepared.batch?.id ?? bytesToHex(randomBytes(32))
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
      hash = await sendPreparedTransaction(ctx, session, accounts, prepared.sponsored, request)
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
