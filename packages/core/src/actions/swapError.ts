import { HttpRequestError } from '../errors/http'
import { ErrorMessages } from '../errors/messages'
import type { SwapError } from '../state/swapState'

/**
 * The form's error for a failed swap step: `messageId` for the step, or `Network not supported
 * for Swaps` when the server said so; `detail` carries the server's (`{ error }` body) or the
 * wallet's own words.
 *
 * @example
 * swapError('swapQuoteFailed', new HttpRequestError({ status: 400, body: { error: 'Insufficient liquidity' } }))
 * // { messageId: 'swapQuoteFailed', detail: 'Insufficient liquidity' }
 */
export function swapError(messageId: SwapError['messageId'], error: unknown): SwapError {
  let detail: string | undefined
  if (error instanceof HttpRequestError) {
    const body = error.body as { error?: unknown } | undefined
    detail = typeof body?.error === 'string' ? body.error : error.shortMessage
  } else {
    // A wallet's words sit on the error or on a cause (a revert reason deep in an RPC error).
    const words: string[] = []
    let current: unknown = error
    for (let depth = 0; current instanceof Error && depth < 4; depth++) {
      const text = (current as { shortMessage?: string }).shortMessage ?? current.message
      if (text && !words.includes(text)) words.push(text)
      current = current.cause
    }
    detail = words.join(': ') || undefined
  }
  if (detail === ErrorMessages.SWAPS_NETWORK_NOT_SUPPORTED)
    return { messageId: 'networkNotSupportedForSwaps', detail }
  return { messageId, detail }
}
