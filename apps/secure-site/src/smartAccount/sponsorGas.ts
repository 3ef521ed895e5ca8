import { createPublicClient, createWalletClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { SiteContext } from '../server/SiteContext'

/**
 * What the owner key of a smart account holds for gas after a top-up: enough for a creation and
 * a few calls at local gas prices.
 */
export const SPONSORED_GAS_FLOOR = parseEther('0.01')

/**
 * Plays the paymaster for a smart account on the local chains: the visitor funds the smart
 * account they see, never the owner key behind it, so before the owner key sends a smart-account
 * transaction the site's sponsor key (`smartAccountDeployerKey`) tops its gas up to
 * {@link SPONSORED_GAS_FLOOR} when it holds less. Resolves the top-up's hash, or `null` when none
 * was needed.
 *
 * @example
 * await sponsorGas(ctx, rpcUrl, accounts.eoa)
 */
export async function sponsorGas(
  ctx: SiteContext,
  rpcUrl: string,
  owner: Hex,
): Promise<Hex | null> {
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: 10_000 }) })
  const balance = await client.getBalance({ address: owner })
  if (balance >= SPONSORED_GAS_FLOOR) return null
  const sponsor = privateKeyToAccount(ctx.smartAccountDeployerKey)
  const wallet = createWalletClient({
    account: sponsor,
    transport: http(rpcUrl, { timeout: 10_000 }),
  })
  const hash = await wallet.sendTransaction({
    account: sponsor,
    chain: null,
    to: owner,
    value: SPONSORED_GAS_FLOOR - balance,
  })
  await client.waitForTransactionReceipt({ hash, pollingInterval: 250, timeout: 30_000 })
  return hash
}
