import type { AirlockCore } from '../createAirlockCore'
import { getEmbeddedWallet } from './getEmbeddedWallet'
import { requestEmbeddedFrame } from './requestEmbeddedFrame'
import { toChainNumber } from './toChainNumber'

export type SwitchEmbeddedNetworkParameters = { chainId: number }

/**
 * Moves the embedded wallet to another chain (SWITCH_NETWORK); the chain is stored as the last
 * used one and the user follows. Resolves to the chain the frame is on.
 *
 * @example
 * await switchEmbeddedNetwork(core, { chainId: 8453 }) // 8453
 */
export async function switchEmbeddedNetwork(
  core: AirlockCore,
  { chainId }: SwitchEmbeddedNetworkParameters,
): Promise<number> {
  const reply = await requestEmbeddedFrame<{ chainId: string | number }>(core, 'SWITCH_NETWORK', {
    chainId,
  })
  const next = toChainNumber(reply.chainId)
  const namespace = getEmbeddedWallet(core)?.namespace ?? 'eip155'
  core.storage.setLastUsedChain(`${namespace}:${next}`)
  const { user } = core.state.embedded
  if (user) user.chainId = next
  return next
}
