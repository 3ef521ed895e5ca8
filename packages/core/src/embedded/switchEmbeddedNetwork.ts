import type { CaipNetworkId } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import { embeddedChainNamespace } from './embeddedChainNamespace'
import { getEmbeddedUser } from './getEmbeddedUser'
import { getEmbeddedWallet } from './getEmbeddedWallet'
import { requestEmbeddedFrame } from './requestEmbeddedFrame'
import { toChainNumber } from './toChainNumber'

export type SwitchEmbeddedNetworkParameters = {
  /** An eip155 chain number, or a CAIP-2 id (`solana:<reference>`). */
  chainId: number | string
}

/**
 * Moves the embedded wallet to another chain (SWITCH_NETWORK); the chain is stored as the last
 * used one and the user follows: on a chain of the user's namespace only the chain changes; on
 * another namespace's (from Ethereum to Solana, or back) the user is asked again (GET_USER), as
 * each namespace has its own account. Resolves to the chain the frame is on: a number on eip155,
 * the CAIP-2 id elsewhere.
 *
 * @example
 * await switchEmbeddedNetwork(core, { chainId: 8453 }) // 8453
 * await switchEmbeddedNetwork(core, { chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })
 */
export async function switchEmbeddedNetwork(
  core: AirlockCore,
  { chainId }: SwitchEmbeddedNetworkParameters,
): Promise<number | string> {
  const fallback = getEmbeddedWallet(core)?.namespace ?? 'eip155'
  const reply = await requestEmbeddedFrame<{ chainId: string | number }>(core, 'SWITCH_NETWORK', {
    chainId,
  })
  const namespace = embeddedChainNamespace(reply.chainId, fallback)
  const next = namespace === 'eip155' ? toChainNumber(reply.chainId) : String(reply.chainId)
  core.storage.setLastUsedChain(
    (namespace === 'eip155' ? `${namespace}:${next}` : next) as CaipNetworkId,
  )
  const { user } = core.state.embedded
  if (user && embeddedChainNamespace(user.chainId, fallback) !== namespace) {
    await getEmbeddedUser(core, { chainId: next })
  } else if (user) user.chainId = next
  return next
}
