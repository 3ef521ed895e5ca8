import { type Hex, numberToHex } from 'viem'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import { forwardRpc } from './forwardRpc'

type Receipt = {
  logs: { address: Hex; data: Hex; topics: Hex[] }[]
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
}

/**
 * `wallet_getCallsStatus` (EIP-5792) for a batch this user sent with wallet_sendCalls, from the
 * receipts of its transactions: 100 pending (a transaction not mined yet, or calls still to send),
 * 200 every call mined and successful, 500 nothing succeeded, 600 some calls succeeded and the
 * batch stopped at a revert. `atomic` is false: the calls were separate transactions.
 *
 * @example
 * const { status, receipts } = await getCallsStatus(ctx, session, [id])
 */
export async function getCallsStatus(ctx: SiteContext, session: Session, params: unknown) {
  const id = Array.isArray(params) ? params[0] : undefined
  if (typeof id !== 'string' || id.length > 256)
    throw new SecureSiteError(secureSiteMessages.unknownBatchId, 400)
  const { rows } = await ctx.store.query<{
    chain_id: string
    call_count: number
    hashes: Hex[] | string
    stopped: boolean
  }>(
    'select chain_id, call_count, hashes, stopped from secure_call_batches where user_id = $1 and id = $2',
    [session.user.id, id],
  )
  const row = rows[0]
  if (!row) throw new SecureSiteError(secureSiteMessages.unknownBatchId, 400)
  const chainId = Number(row.chain_id)
  const hashes: Hex[] = typeof row.hashes === 'string' ? JSON.parse(row.hashes) : row.hashes
  const rpcUrl = ctx.rpcUrl(chainId, session.projectId)
  const found = (await Promise.all(
    hashes.map((hash) => forwardRpc(rpcUrl, 'eth_getTransactionReceipt', [hash])),
  )) as (Receipt | null)[]
  const receipts = found.filter((receipt): receipt is Receipt => receipt !== null)
  const succeeded = receipts.filter((receipt) => receipt.status === '0x1').length
  const status =
    receipts.length < hashes.length ||
    (!row.stopped && hashes.length < row.call_count && succeeded === hashes.length)
      ? 100
      : succeeded === row.call_count
        ? 200
        : succeeded === 0
          ? 500
          : 600
  return {
    version: '2.0.0',
    id,
    chainId: numberToHex(chainId),
    status,
    atomic: false,
    receipts: receipts.map((receipt) => ({
      logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
      status: receipt.status,
      blockHash: receipt.blockHash,
      blockNumber: receipt.blockNumber,
      gasUsed: receipt.gasUsed,
      transactionHash: receipt.transactionHash,
    })),
  }
}
