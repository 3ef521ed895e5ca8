import { createPublicClient, encodeFunctionData, type Hex, http } from 'viem'
import { SecureSiteError } from '../errors/SecureSiteError'
import { forwardRpc } from '../rpc/forwardRpc'
import { sendUserTransaction } from '../rpc/sendUserTransaction'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import { loadAccount } from '../users/loadAccount'
import { accountAbi, FACTORY_ADDRESS, factoryAbi } from './contracts'
import type { WalletAccounts } from './loadWalletAccounts'
import { sendSponsored } from './sendSponsored'
import { signExecute } from './signExecute'

/** How long the owner's signature over a relayed call stays valid (seconds). */
const SIGNATURE_LIFETIME = 600

/**
 * Sends `request` from `signer`. From the eoa it is sent as it is (the key pays its own gas).
 * From the smart account the owner key only **signs** (EIP-712, `signExecute`) the call
 * `(to, value, data)` with the account's next nonce and a 10-minute deadline, and the site's
 * sponsor key submits `executeSigned` with it (`sendSponsored`: the sponsor pays only the gas,
 * within the user's daily cap; no value is ever sent to the owner key); the value comes from the
 * smart account's balance. An account not deployed yet is first created through the factory by
 * the sponsor too (one more transaction, mined before the call). The dapp's gas and fee fields are
 * not used for a sponsored call (the sponsor pays the chain's fees); a `legacy` type is kept.
 * Resolves the hash of the transaction that does the call.
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
  const { to, value, data } = request
  if (typeof to !== 'string')
    throw new SecureSiteError('A smart account cannot deploy a contract', 400)
  const legacy = request.type === 'legacy'
  const rpcUrl = ctx.rpcUrl(session.chainId, session.projectId)
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: 10_000 }) })
  const code = await forwardRpc(rpcUrl, 'eth_getCode', [smart.address, 'latest'])
  if (code === '0x' || code === null) {
    const hash = await sendSponsored(ctx, session, {
      to: FACTORY_ADDRESS,
      legacy,
      build: async () =>
        encodeFunctionData({
          abi: factoryAbi,
          functionName: 'createAccount',
          args: [accounts.eoa],
        }),
    })
    const receipt = await client.waitForTransactionReceipt({
      hash,
      pollingInterval: 250,
      timeout: 60_000,
    })
    if (receipt.status !== 'success')
      throw new SecureSiteError('The smart account could not be created', 400)
  }
  const call = {
    account: smart.address,
    chainId: session.chainId,
    to: to as Hex,
    value: (value as bigint | undefined) ?? 0n,
    data: (data as Hex | undefined) ?? '0x',
  }
  return sendSponsored(ctx, session, {
    to: smart.address,
    legacy,
    build: async () => {
      // 'pending': a signed call of this account sent just before (and not mined yet) counts.
      const nonce = (await client.readContract({
        address: smart.address,
        abi: accountAbi,
        functionName: 'nonce',
        blockTag: 'pending',
      })) as bigint
      const deadline = BigInt(Math.floor(ctx.now() / 1000) + SIGNATURE_LIFETIME)
      const signature = await signExecute(loadAccount(ctx, session.user), {
        ...call,
        nonce,
        deadline,
      })
      return encodeFunctionData({
        abi: accountAbi,
        functionName: 'executeSigned',
        args: [call.to, call.value, call.data, deadline, signature],
      })
    },
  })
}
