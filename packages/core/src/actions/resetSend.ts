import type { AirlockCore } from '../createAirlockCore'
import { createSendState } from '../state/createSendState'

/**
 * Empties the send form. The time of the last failed balance fetch is kept, so a reset does not
 * cut the 30 s retry wait short.
 *
 * @example
 * resetSend(core)
 */
export function resetSend(core: AirlockCore): void {
  const { lastRetry } = core.state.send
  core.state.send = { ...createSendState(), lastRetry }
}
