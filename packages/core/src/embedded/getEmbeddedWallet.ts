import type { ChainAdapter } from '../adapter/types'
import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import type { ChainAdapterEmbeddedWallet } from './types'

/** What {@link getEmbeddedWallet} returns: the capability and the namespace of its adapter. */
export type GetEmbeddedWalletReturnType =
  | { wallet: ChainAdapterEmbeddedWallet; namespace: ChainNamespace }
  | undefined

/**
 * The embedded wallet of the core's adapters (the first adapter with one), or `undefined` when
 * none has one (then the modal shows no email or social login).
 *
 * @example
 * if (getEmbeddedWallet(core)) await connectEmail(core, { email })
 */
export function getEmbeddedWallet(core: AirlockCore): GetEmbeddedWalletReturnType {
  for (const adapter of Object.values(core.adapters) as (ChainAdapter | undefined)[]) {
    if (adapter?.embeddedWallet)
      return { wallet: adapter.embeddedWallet, namespace: adapter.namespace }
  }
  return undefined
}
