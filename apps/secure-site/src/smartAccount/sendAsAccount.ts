import { createPublicClient, encodeFunctionData, type Hex, http } from 'viem'
import { SecureSiteError } from '../errors/SecureSiteError'
import { forwardRpc } from '../rpc/forwardRpc'
import { sendUserTransaction } from '../rpc/sendUserTransaction'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import { accountAbi, FACTORY_ADDRESS, factoryAbi } from './contracts'
import type { WalletAccounts } from './loadWalletAccounts'
import { sponsorGas } from './sponsorGas'

/**
 * Sends `request` from `signer`. From the eoa it is sent as it is. From the smart account the
 * eoa calls `execute(to, value, data)` on it, the value coming from the smart account's balance
 * and the gas sponsored by the site (`sponsorGas`, a paymaster's job: the visitor funds only the
 * account they see); an account not deployed yet is first created through the factory (one more
 * transaction, mined before the call). Resolves the hash of the transaction that does the call.
 *
 * @example
 * const hash = await sendAsAccount(ctx, session, accounts, 'smartAccount', { to, value: 1n })
 */
export async function sendAsAccount(
  ctx: SiteContext,
  session: Session,
  accounts: WalletAccounts,
  signer: 'eoa' | 'smartAccount',
  request: Record<string, unknown>,
): Promise<Hex> {
  const smart = accounts.smartAccount
  if (signer === 'eoa' || !smart) return sendUserTransaction(ctx, session, request)
  const { to, value, data, gas: _gas, nonce: _nonce, ...fees } = request
  if (typeof to !== 'string')
    throw new SecureSiteError('A smart account cannot deploy a contract', 400)
  const rpcUrl = ctx.rpcUrl(session.chainId, session.projectId)
  await sponsorGas(ctx, rpcUrl, accounts.eoa)
  const code = await forwardRpc(rpcUrl, 'eth_getCode', [smart.address, 'latest'])
  if (code === '0x' || code === null) {
    const hash = await sendUserTransaction(ctx, session, {
      to: FACTORY_ADDRESS,
      data: encodeFunctionData({
        abi: factoryAbi,
        functionName: 'createAccount',
        args: [accounts.eoa],
      }),
      ...(fees.type === 'legacy' ? { type: 'legacy' } : {}),
    })
    const receipt = await createPublicClient({
      transport: http(rpcUrl, { timeout: 10_000 }),
    }).waitForTransactionReceipt({ hash, pollingInterval: 250, timeout: 60_000 })
    if (receipt.status !== 'success')
      throw new SecureSiteError('The smart account could not be created', 400)
  }
  return sendUserTransaction(ctx, session, {
    ...fees,
    to: smart.address,
    data: encodeFunctionData({
      abi: accountAbi,
      functionName: 'execute',
      args: [to as Hex, (value as bigint | undefined) ?? 0n, (data as Hex | undefined) ?? '0x'],
    }),
  })
}
