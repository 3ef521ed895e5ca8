import type { Messages } from '@lingui/core'
import type { MessageCatalogue, MessageId } from './en'

/** A message compiled by Lingui's compiler: the runtime only interpolates it. */
export type CompiledMessage = Exclude<Messages[string], string>

/**
 * A catalogue's messages that carry ICU arguments (`{seconds}`, `{n, plural, ...}`), compiled ahead
 * of time by Lingui's compiler so the runtime never parses (no parser shipped, no `eval`). A message
 * without arguments is not listed: its text is its source.
 */
export type CompiledCatalogue = Readonly<Partial<Record<MessageId, CompiledMessage>>>

/** A locale the modal can speak: its BCP 47 tag, writing direction, words and compiled messages. */
export type LocaleMessages = {
  /** The BCP 47 tag numbers, dates and plurals are formatted for (`de`, `ar`). */
  readonly locale: string
  /** Writing direction: `rtl` mirrors the modal (`dir="rtl"` on its root). */
  readonly dir: 'ltr' | 'rtl'
  /** Every message, in ICU MessageFormat syntax. */
  readonly messages: MessageCatalogue
  /** The messages with arguments, compiled (generated: `pnpm --filter @airlock/core messages`). */
  readonly compiled: CompiledCatalogue
}
