import type { ReactElement } from 'react'
import { ModalHost } from './ModalHost'

export type AirlockModalProps = {
  /**
   * Embed the modal in the page here: always shown, no overlay, no focus trap. Without it, the
   * modal renders here instead of in `document.body` (with `createAirlock({ disableAppend: true })`).
   */
  inline?: boolean
}

/**
 * The modal, rendered where you place it. Use `inline` to embed it in a page; with
 * `disableAppend`, place `<AirlockModal/>` yourself.
 *
 * @example
 * <AirlockProvider airlock={airlock}>
 *   <AirlockModal inline />
 * </AirlockProvider>
 */
export function AirlockModal({ inline = false }: AirlockModalProps): ReactElement {
  return <ModalHost placement={inline ? 'inline' : 'inPlace'} />
}
