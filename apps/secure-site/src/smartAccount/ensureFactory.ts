import { concat, createPublicClient, createWalletClient, http, zeroHash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { SiteContext } from '../server/SiteContext'
import { CREATE2_DEPLOYER, FACTORY_ADDRESS, factoryBytecode } from './contracts'
import { withSponsor } from './withSponsor'

/**
 * Whether smart accounts work on `chainId`: the account factory is there, deployed now (through
 * the CREATE2 proxy, paid by the configured deployer key) when it is not. A chain that does not
 * answer (3 s), has no CREATE2 proxy or where the deployer has no funds is not enabled; a success
 * is remembered for the life of the site, a failure for 30 s (so a chain that is down does not
 * slow every login), then tried again.
 *
 * @example
 * if (await ensureFactory(ctx, 31337, 'airlock-demo')) enabled.push(31337)
 */
export function ensureFactory(
  ctx: SiteContext,
  chainId: number,
  projectId: string,
): Promise<boolean> {
  const known = ctx.smartAccountChains.get(chainId)
  if (known) return known
  const check = deploy(ctx, chainId, projectId).catch(() => false)
  ctx.smartAccountChains.set(chainId, check)
  void check.then((enabled) => {
    if (!enabled) setTimeout(() => ctx.smartAccountChains.delete(chainId), 30_000).unref()
  })
  return check
}

async function deploy(ctx: SiteContext, chainId: number, projectId: string): Promise<boolean> {
  const url = ctx.rpcUrl(chainId, projectId)
  const client = createPublicClient({ transport: http(url, { timeout: 3_000, retryCount: 0 }) })
  if (((await client.getCode({ address: FACTORY_ADDRESS })) ?? '0x') !== '0x') return true
  if (((await client.getCode({ address: CREATE2_DEPLOYER })) ?? '0x') === '0x') return false
  const account = privateKeyToAccount(ctx.smartAccountDeployerKey)
  const wallet = createWalletClient({ account, transport: http(url, { timeout: 10_000 }) })
  // In the sponsor's queue: the same key pays sponsored calls on this chain.
  const hash = await withSponsor(ctx, chainId, () =>
    wallet.sendTransaction({
      account,
      chain: null,
      to: CREATE2_DEPLOYER,
      data: concat([zeroHash, factoryBytecode]),
    }),
  )
  const receipt = await client.waitForTransactionReceipt({
    hash,
    pollingInterval: 250,
    timeout: 30_000,
  })
  return (
    receipt.status === 'success' &&
    ((await client.getCode({ address: FACTORY_ADDRESS })) ?? '0x') !== '0x'
  )
}
