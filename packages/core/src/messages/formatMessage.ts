import type { MessageCatalogue, MessageId } from './en'

/** Values for a message's `{placeholder}`s. */
export type FormatMessageParameters = Readonly<Record<string, string | number>>

/**
 * What a toast or an alert says: text the caller already took from its catalogue, or a catalogue
 * id the view shows in its locale's words (core's own toasts and alerts never carry English).
 */
export type MessageContent =
  | {
      /** Text the caller already took from its catalogue. */
      message: string
      messageId?: undefined
      params?: undefined
    }
  | {
      /** A catalogue id: the view shows the words of its locale. */
      messageId: MessageId
      /** Values for the message's `{placeholder}`s. */
      params?: FormatMessageParameters
      message?: undefined
    }

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
