import { subscribeKey } from 'valtio/vanilla/utils'
import type { AirlockCore } from '../createAirlockCore'
import type { AirlockState } from './types'

/**
 * Calls `listener` with the new value whenever `state[slice][key]` changes (valtio's
 * `subscribeKey`). Returns the unsubscribe function.
 *
 * @example
 * const stop = subscribeStateKey(core, 'modal', 'open', (open) => console.info({ open }))
 */
export function subscribeStateKey<
  // The transaction store, the swap form and the NFT store are created on first use: subscribe
  // to the state for them.
  slice extends Exclude<keyof AirlockState, 'transactions' | 'swap' | 'nfts' | 'onramp'>,
  key extends keyof AirlockState[slice],
>(
  core: AirlockCore,
  slice: slice,
  key: key,
  listener: (value: AirlockState[slice][key]) => void,
): () => void {
  return subscribeKey(core.state[slice], key, listener)
}
