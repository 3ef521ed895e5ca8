import type { Config } from '@wagmi/core'
import type { Hex } from 'viem'

/**
 * Whether a transaction made it into a block on `chainId` and how it ended (`success` or
 * `reverted`), from its receipt; `undefined` while it is pending.
 *
 * @example
 * await getTransactionOutcome(config, { hash, chainId: 1 }) // { status: 'success' }
 */
export async function getTransactionOutcome(
  config: Config,
  parameters: { hash: string; chainId: number },
): Promise<{ status: 'success' | 'reverted' } | undefined> {
  const client = config.getClient({ chainId: parameters.chainId })
  const receipt = await client.request({
    method: 'eth_getTransactionReceipt',
    params: [parameters.hash as Hex],
  })
  if (!receipt) return undefined
  return { status: receipt.status === '0x1' ? 'success' : 'reverted' }
}
