import type { AirlockCore } from '../createAirlockCore'
import { getEmbeddedWallet } from './getEmbeddedWallet'

/**
 * The origin of the secure site the frame is loaded from (the adapter's own `secureSiteUrl`, else
 * core's): the only origin a social callback may come from. `undefined` without an embedded wallet.
 *
 * @example
 * secureSiteOrigin(core) // 'http://127.0.0.1:8788'
 */
export function secureSiteOrigin(core: AirlockCore): string | undefined {
  const found = getEmbeddedWallet(core)
  if (!found) return undefined
  try {
    return new URL(found.wallet.secureSiteUrl ?? core.options.secureSiteUrl).origin
  } catch {
    return undefined
  }
}
