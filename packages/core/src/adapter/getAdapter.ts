import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import { ChainAdapterNotFoundError } from '../errors/network'
import type { ChainAdapter } from './types'

export type GetAdapterErrorType = ChainAdapterNotFoundError

/**
 * The adapter of `namespace`. Throws `Chain adapter not found` when the core has none.
 *
 * @example
 * const adapter = getAdapter(core, 'eip155')
 */
export function getAdapter(core: AirlockCore, namespace: ChainNamespace): ChainAdapter {
  const adapter = core.adapters[namespace]
  if (!adapter) throw new ChainAdapterNotFoundError({ namespace })
  return adapter
}
