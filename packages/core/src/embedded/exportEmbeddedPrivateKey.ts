import type { AirlockCore } from '../createAirlockCore'
import { requestEmbeddedFrame } from './requestEmbeddedFrame'

/**
 * Opens the secure frame's key export screen (EXPORT_PRIVATE_KEY): the frame asks for a fresh code
 * mailed to the wallet's email, then shows the private key inside the frame only; the key never
 * reaches the page. Resolves (with nothing) when the visitor closes the screen. Sent with no
 * time-out: the visitor takes their time. Show the frame over a view's body while it runs
 * ({@link showEmbeddedFrame}), as the modal's ExportPrivateKey view does.
 *
 * @example
 * await showEmbeddedFrame(core, bodyElement, { title: 'Export Private Key' })
 * await exportEmbeddedPrivateKey(core) // the visitor pressed Close in the frame
 * hideEmbeddedFrame(core)
 */
export async function exportEmbeddedPrivateKey(core: AirlockCore): Promise<void> {
  // No `timeoutMs`: EXPORT_PRIVATE_KEY is not one of the frame's timed requests (SPEC.md §9).
  await requestEmbeddedFrame<undefined>(core, 'EXPORT_PRIVATE_KEY', undefined, {})
}
