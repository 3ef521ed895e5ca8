import type { MessageCatalogue, MessageId } from './en'

/** Values for a message's `{placeholder}`s. */
export type FormatMessageParameters = Readonly<Record<string, string | number>>

/**
 * Looks up a message in a catalogue and fills its `{name}` placeholders. A placeholder without a
 * value is left as written, so a missing parameter shows up instead of vanishing.
 * DESIGN.md "Spec conformance" (one catalogue keyed by id).
 *
 * @example
 * formatMessage(en, 'errorRegisteringName', { name: 'alice.airlock' })
 * // 'Error registering name alice.airlock'
 */
export function formatMessage(
  catalogue: MessageCatalogue,
  id: MessageId,
  params?: FormatMessageParameters,
): string {
  const message = catalogue[id]
  if (!params) return message
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  )
}
