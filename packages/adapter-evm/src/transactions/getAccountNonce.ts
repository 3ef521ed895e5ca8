import type { Config } from '@wagmi/core'
import { type Hex, hexToNumber } from 'viem'

/**
 * The confirmed transaction count of the connected account on its chain, read from the network's
 * RPC (not the wallet), keyed by chain and address; `undefined` without an account.
 *
 * @example
 * await getAccountNonce(config, { address, chainId: 1 }) // { account: '1:0xf39f...', nonce: 12 }
 */
export async function getAccountNonce(
  config: Config,
  session: { address: string; chainId: number } | undefined,
): Promise<{ account: string; nonce: number } | undefined> {
  if (!session) return undefined
  const { address, chainId } = session
  if (!config.chains.some((chain) => chain.id === chainId)) return undefined
  const count = await config.getClient({ chainId }).request({
    method: 'eth_getTransactionCount',
    params: [address as Hex, 'latest'],
  })
  return { account: `${chainId}:${address.toLowerCase()}`, nonce: hexToNumber(count) }
}
