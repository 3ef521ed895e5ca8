import type { AirlockCore } from '../createAirlockCore'
import { requestEmbeddedFrame } from './requestEmbeddedFrame'

/** How long the frame has to acknowledge a cancel before the page stops waiting by itself. */
const CANCEL_ACK_MS = 5000

/**
 * Cancels every unsafe request the frame is still asking the visitor about (CANCEL_REQUEST with
 * its id): the frame answers each with a rejection, and the dapp gets `UserRejectedRequestError`.
 * A request the visitor already approved in the frame runs to its end (the dapp gets that answer).
 * A frame that does not acknowledge the cancel is no longer waited for: the dapp gets
 * `RequestOutcomeUnknownError` (the request may still complete), not a rejection.
 *
 * @example
 * await rejectRequest(core) // the visitor closed the modal
 */
export async function rejectRequest(core: AirlockCore): Promise<void> {
  const { requests } = core.internals.embedded
  await Promise.all(
    [...requests].map(async ([requestId, local]) => {
      try {
        await requestEmbeddedFrame(
          core,
          'CANCEL_REQUEST',
          { requestId },
          {
            timeoutMs: CANCEL_ACK_MS,
          },
        )
      } catch {
        // The frame did not take the cancel: stop waiting here (the dapp is told the request may
        // still complete).
        local.abort()
      }
    }),
  )
}
