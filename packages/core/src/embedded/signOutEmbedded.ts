import type { AirlockCore } from '../createAirlockCore'
import { forgetEmbeddedSession } from './forgetEmbeddedSession'
import { rejectRequest } from './rejectRequest'
import { requestEmbeddedFrame } from './requestEmbeddedFrame'

/**
 * Signs the visitor out of the embedded wallet (SIGN_OUT, when the frame was loaded): requests
 * waiting for approval are cancelled, and the session keys and token are deleted whatever the
 * frame answers.
 *
 * @example
 * await signOutEmbedded(core)
 */
export async function signOutEmbedded(core: AirlockCore): Promise<void> {
  await rejectRequest(core)
  try {
    if (core.internals.embedded.frame) await requestEmbeddedFrame(core, 'SIGN_OUT')
  } finally {
    forgetEmbeddedSession(core)
  }
}
