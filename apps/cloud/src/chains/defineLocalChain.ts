import { type Chain, defineChain } from 'viem'

/** Display names of the chain ids the local cloud runs by default. */
const names: Readonly<Record<number, string>> = { 1: 'Ethereum (local)', 8453: 'Base (local)' }

/**
 * A viem chain for a local node: the id and RPC URL of the node, ETH as native currency, and no
 * multicall or ENS contracts (nothing is deployed at their usual addresses on a fresh node).
 *
 * @example
 * createPublicClient({ chain: defineLocalChain(1, 'http://127.0.0.1:8545'), transport: http() })
 */
export function defineLocalChain(chainId: number, rpcUrl: string): Chain {
  return defineChain({
    id: chainId,
    name: names[chainId] ?? `Local chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}
