import type { AirlockMessageId, AirlockMessages } from '../../messages/types'

// The secure site's error replies a visitor can act on, as they arrive on the wire (the frame
// relays them as the ERROR reply's message), mapped to the catalogue's words for them.
const REPLY_MESSAGES: ReadonlyMap<string, AirlockMessageId> = /*#__PURE__*/ new Map<
  string,
  AirlockMessageId
>([
  ['Invalid code', 'otpInvalid'],
  ['Code expired, request a new one', 'otpExpired'],
  ['Too many attempts, request a new code', 'otpTooManyAttempts'],
])

function replyText(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const text =
    'shortMessage' in error ? error.shortMessage : 'message' in error ? error.message : undefined
  return typeof text === 'string' ? text : undefined
}

/**
 * What a login step shows for its failure: the time-out message when the request's 30000 ms
 * time-out ran (the view learns it through `onTimeout`), the catalogue's words for a
 * known answer of the secure site (`Invalid code`, `Code expired, request a new one`,
 * `Too many attempts, request a new code`), else `Something went wrong`.
 *
 * @example
 * loginErrorMessage(messages, error, { timedOut }) // 'Code expired, request a new one'
 */
export function loginErrorMessage(
  messages: AirlockMessages,
  error: unknown,
  { timedOut }: { timedOut: boolean },
): string {
  if (timedOut) return messages.requestTimedOut
  const id = REPLY_MESSAGES.get(replyText(error) ?? '')
  return id ? messages[id] : messages.somethingWentWrong
}
