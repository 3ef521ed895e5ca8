import { formatMessage } from '@airlock/core'
import type { AirlockMessageId, AirlockMessages } from './types'

/**
 * A message of the views' catalogue formatted in its locale (ICU plurals, numbers, dates) by core's
 * `formatMessage` (Lingui's runtime, messages compiled ahead of time); a missing plain argument
 * stays as written.
 *
 * @example
 * formatText(messages, 'otpDigit', { position: 1, length: 6 }) // 'Digit 1 of 6'
 */
export function formatText(
  messages: AirlockMessages,
  id: AirlockMessageId,
  params: Readonly<Record<string, string | number | Date>> = {},
): string {
  return formatMessage(messages, id, params)
}
