import { type Hex, hexToBigInt } from 'viem'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import type { WalletAccounts } from '../smartAccount/loadWalletAccounts'
import { sendAsAccount } from '../smartAccount/sendAsAccount'
import { loadAccount } from '../users/loadAccount'
import { forwardRpc } from './forwardRpc'
import type { PreparedTransaction } from './preparedTypes'

/**
 * Signs one prepared transaction exactly as it was approved (every field given, nothing filled
 * again) and sends it raw to the session's chain; resolves its hash. A sponsored one is the smart
 * account's call: the site sends it through the account (see sendAsAccount).
 *
 * @example
 * const hash = await sendPreparedTransaction(ctx, session, accounts, false, prepared.transactions[0])
 */
export async function sendPreparedTransaction(
  ctx: SiteContext,
  session: Session,
  accounts: WalletAccounts,
  sponsored: boolean,
  tx: PreparedTransaction,
): Promise<Hex> {
  const call = {
    ...(tx.to ? { to: tx.to } : {}),
    value: hexToBigInt(tx.value),
    data: tx.data,
  }
  if (sponsored) return sendAsAccount(ctx, session, accounts, 'smartAccount', call)
  const common = {
    ...call,
    chainId: session.chainId,
    nonce: tx.nonce ?? 0,
    gas: hexToBigInt(tx.gas ?? '0x0'),
  }
  const key = loadAccount(ctx, session.user)
  const raw =
    tx.type === 'legacy'
      ? await key.signTransaction({
          ...common,
          type: 'legacy',
          gasPrice: hexToBigInt(tx.gasPrice ?? '0x0'),
        })
      : await key.signTransaction({
          ...common,
          type: 'eip1559',
          maxFeePerGas: hexToBigInt(tx.maxFeePerGas ?? '0x0'),
          maxPriorityFeePerGas: hexToBigInt(tx.maxPriorityFeePerGas ?? '0x0'),
        })
  return (await forwardRpc(
    ctx.rpcUrl(session.chainId, session.projectId),
    'eth_sendRawTransaction',
    [raw],
  )) as Hex
}
