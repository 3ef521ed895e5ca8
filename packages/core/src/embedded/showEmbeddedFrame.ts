import type { AirlockCore } from '../createAirlockCore'
import { loadEmbeddedFrame } from './loadEmbeddedFrame'

/**
 * Shows the secure frame over `anchor` (the modal's body, for the approval the frame draws) and
 * moves focus into it. The frame stays in the page's body: it is positioned over the anchor, never
 * moved (moving it would reload it).
 *
 * @example
 * await showEmbeddedFrame(core, bodyElement, { title: 'Approve Transaction' })
 */
export async function showEmbeddedFrame(
  core: AirlockCore,
  anchor: Element,
  options: { title?: string | undefined } = {},
): Promise<void> {
  const frame = await loadEmbeddedFrame(core)
  frame.show(anchor, options)
}
