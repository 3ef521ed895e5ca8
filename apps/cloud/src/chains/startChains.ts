import { rename } from 'node:fs/promises'
import { join } from 'node:path'
import type { Store } from '@airlock/store'
import { createPublicClient, http, type PublicClient } from 'viem'
import type { CloudConfig } from '../config/types'
import type { ChainsHandle, RunningChain } from '../server/types'
import { ChainError } from './ChainError'
import { defineLocalChain } from './defineLocalChain'
import { parseChainId } from './parseChainId'
import { type AnvilProcess, startAnvil } from './startAnvil'
import { verifyUpstream } from './verifyUpstream'

/** A chain's node: an anvil this process started, or an upstream it only connects to. */
type ChainNode = Pick<AnvilProcess, 'chainId' | 'rpcUrl' | 'stop'>

export type StartChainsParameters = {
  config: Pick<CloudConfig, 'dataDir' | 'chains'>
  /** Accepted for symmetry with the other start steps; chains keep their state in files. */
  store?: Store
}

/**
 * Starts one anvil node per configured chain (in parallel), each with its state in
 * `<dataDir>/chains/<chainId>.json`, and returns them with a viem client each. A state file that
 * no longer parses (a crash while it was written) is moved aside and the chain starts empty; the
 * seed then fills it again. A chain with an `upstreamUrl` gets no anvil and no state file: its
 * node must answer `eth_chainId` with the chain's id, and `stop()` leaves it running.
 *
 * @example
 * const chains = await startChains({ config: loadConfig() })
 * await chains.get('eip155:1')?.client.getBlockNumber()
 * await chains.stop()
 */
export async function startChains({ config }: StartChainsParameters): Promise<ChainsHandle> {
  const ids = new Set<number>()
  for (const { chainId } of config.chains) {
    if (ids.has(chainId)) throw new ChainError(`Chain ${chainId} is configured twice`)
    ids.add(chainId)
  }
  const settled = await Promise.allSettled(
    config.chains.map(
      async ({ chainId, port, upstreamUrl }): Promise<ChainNode> =>
        upstreamUrl
          ? verifyUpstream(chainId, upstreamUrl).then(() => ({
              chainId,
              rpcUrl: upstreamUrl,
              // Not ours to stop: other processes (and the operator) use it.
              stop: async () => {},
            }))
          : startWithRecovery(chainId, port, join(config.dataDir, 'chains', `${chainId}.json`)),
    ),
  )
  const nodes = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failure = settled.find((result) => result.status === 'rejected')
  if (failure) {
    await Promise.all(nodes.map((node) => node.stop()))
    throw failure.reason
  }

  const chains: RunningChain[] = nodes.map((node) => ({
    chainId: node.chainId,
    caipNetworkId: `eip155:${node.chainId}`,
    rpcUrl: node.rpcUrl,
    client: createPublicClient({
      chain: defineLocalChain(node.chainId, node.rpcUrl),
      // Answers must be live (instant mining): viem would otherwise reuse a block number for 4 s.
      cacheTime: 0,
      // Concurrent reads of one request (a balance's token list) travel as one JSON-RPC batch.
      transport: http(node.rpcUrl, { batch: true, retryCount: 0 }),
    }) as PublicClient,
  }))
  let stopped: Promise<void> | undefined
  return {
    chains,
    get: (chainIdOrCaip) => {
      const id = parseChainId(chainIdOrCaip)
      return chains.find((chain) => chain.chainId === id)
    },
    stop: () => {
      stopped ??= Promise.all(nodes.map((node) => node.stop())).then(() => undefined)
      return stopped
    },
  }
}

async function startWithRecovery(
  chainId: number,
  port: number,
  stateFile: string,
): Promise<AnvilProcess> {
  try {
    return await startAnvil({ chainId, port, stateFile })
  } catch (error) {
    if (!(error instanceof ChainError && /failed to parse|--state/.test(error.message))) throw error
    const aside = `${stateFile}.unreadable-${Date.now()}`
    await rename(stateFile, aside)
    console.warn(
      `[cloud] chain ${chainId}: state file unreadable, moved to ${aside}; starting empty`,
    )
    return startAnvil({ chainId, port, stateFile })
  }
}
