import type { AirlockCore } from '../createAirlockCore'

/**
 * Hides the secure frame again (after an approval, or when its view leaves). Nothing happens when
 * the frame was never loaded.
 *
 * @example
 * hideEmbeddedFrame(core)
 */
export function hideEmbeddedFrame(core: AirlockCore): void {
  core.internals.embedded.frame?.then(
    (frame) => frame.hide(),
    () => undefined,
  )
}
