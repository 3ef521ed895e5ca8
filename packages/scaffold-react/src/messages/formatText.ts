import type { AirlockMessageId, AirlockMessages } from './types'

/** A message with its `{name}` placeholders filled; a missing value stays as written. */
export function formatText(
  messages: AirlockMessages,
  id: AirlockMessageId,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return messages[id].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  )
}
