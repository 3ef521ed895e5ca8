import type { AirlockCore } from '../createAirlockCore'
import { loadEmbeddedFrame } from './loadEmbeddedFrame'

/**
 * Starts loading the secure frame (the visitor showed intent: typing an email, a social button);
 * a failure surfaces on the next request.
 *
 * @example
 * preloadEmbeddedWallet(core)
 */
export function preloadEmbeddedWallet(core: AirlockCore): void {
  loadEmbeddedFrame(core).catch(() => undefined)
}
