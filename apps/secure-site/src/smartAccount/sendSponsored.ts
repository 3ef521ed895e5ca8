import { createPublicClient, createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import { reserveSponsorGas } from './reserveSponsorGas'
import { withSponsor } from './withSponsor'

/**
 * The sponsor key (`AIRLOCK_SMART_ACCOUNT_DEPLOYER_KEY`) sends one transaction for the session's
 * user: to `to`, with the calldata `build()` makes (called in the sponsor's queue, so it may read
 * a nonce), **no value**, and the chain's own fees (never the dapp's, which could make the sponsor
 * overpay). Its gas limit (the node's estimate) is reserved against the user's daily cap first
 * (refused with `sponsorLimitReached` when over) and settled to the gas used once it is mined.
 * A call the node refuses to estimate (it would revert) is not sent and costs nothing. Resolves
 * the transaction's hash.
 *
 * @example
 * const hash = await sendSponsored(ctx, session, { to: account, build: async () => data })
 */
export function sendSponsored(
  ctx: SiteContext,
  session: Session,
  call: { to: Hex; build: () => Promise<Hex>; legacy?: boolean },
): Promise<Hex> {
  const transport = http(ctx.rpcUrl(session.chainId, session.projectId), { timeout: 10_000 })
  const client = createPublicClient({ transport })
  const sponsor = privateKeyToAccount(ctx.smartAccountDeployerKey)
  const wallet = createWalletClient({ account: sponsor, transport })
  return withSponsor(ctx, session.chainId, async () => {
    const data = await call.build()
    const gas = await client
      .estimateGas({ account: sponsor, to: call.to, data })
      .catch((error: unknown) => Promise.reject(nodeError(error)))
    const reservation = await reserveSponsorGas(ctx, session.user.id, gas)
    let hash: Hex
    try {
      hash = await wallet.sendTransaction({
        account: sponsor,
        chain: null,
        to: call.to,
        data,
        gas,
        ...(call.legacy ? { type: 'legacy' as const } : {}),
      })
    } catch (error) {
      await reservation.settle(0n)
      throw nodeError(error)
    }
    void client
      .waitForTransactionReceipt({ hash, pollingInterval: 250, timeout: 120_000 })
      .then((receipt) => reservation.settle(receipt.gasUsed))
      .catch(() => undefined) // not mined in time, or the site stopped: the reservation stays
    return hash
  })
}

function nodeError(error: unknown): SecureSiteError {
  return new SecureSiteError(
    (error as { shortMessage?: string }).shortMessage ?? secureSiteMessages.rpcFailed,
    400,
    { cause: error },
  )
}
