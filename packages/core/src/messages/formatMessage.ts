import { type I18n, setupI18n } from '@lingui/core'
import { englishCompiled } from './compiled/en'
import type { MessageCatalogue, MessageId } from './en'
import { catalogueLocales } from './registry'
import type { CompiledMessage, LocaleMessages } from './types'

/** Values for a message's ICU arguments (`{seconds}`, `{count, plural, ...}`). */
export type FormatMessageParameters = Readonly<Record<string, string | number | Date>>

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
      /** Values for the message's arguments. */
      params?: FormatMessageParameters
      message?: undefined
    }

// One Lingui runtime per locale, loaded with that locale's compiled messages.
const runtimes = new WeakMap<LocaleMessages, I18n>()

function runtimeFor(locale: LocaleMessages): I18n {
  let runtime = runtimes.get(locale)
  if (!runtime) {
    runtime = setupI18n({
      locale: locale.locale,
      messages: { [locale.locale]: { ...locale.compiled } },
    })
    runtimes.set(locale, runtime)
  }
  return runtime
}

/** The names of a compiled message's plain arguments (`{name}`), inside plural cases too. */
function plainArguments(tokens: CompiledMessage, names: Set<string> = new Set()): Set<string> {
  for (const token of tokens) {
    if (typeof token === 'string') continue
    const [name, type, cases] = token
    if (!type) names.add(name)
    else if (cases && typeof cases === 'object')
      for (const inner of Object.values(cases))
        if (Array.isArray(inner)) plainArguments(inner as CompiledMessage, names)
  }
  return names
}

/** The source text of a compiled message with plain arguments only; `undefined` otherwise. */
function plainSource(tokens: CompiledMessage): string | undefined {
  let text = ''
  for (const token of tokens) {
    if (typeof token === 'string') text += token
    else if (token.length === 1) text += `{${token[0]}}`
    else return undefined
  }
  return text
}

// English's compiled messages without its catalogue (which the first load has from elsewhere).
const englishRuntime: LocaleMessages = {
  locale: 'en',
  dir: 'ltr',
  messages: {} as MessageCatalogue,
  compiled: englishCompiled,
}

/**
 * Looks up a message in a catalogue and formats it in the catalogue's locale with Lingui's runtime
 * (ICU MessageFormat: arguments, `plural`, `select`, `number`, `date`), from messages compiled
 * ahead of time. A plain argument without a value stays as written (`{name}`). A catalogue `localizeMessages` did not build is read as English. A message the dapp
 * overrode has no compiled form: its `{name}` placeholders are filled as written, and a missing one stays.
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
  const registered = catalogueLocales.get(catalogue)
  const locale = registered ?? englishRuntime
  const candidate = locale.compiled[id]
  // A registered catalogue's own message, or English's unchanged (not a dapp's override).
  const compiled =
    candidate &&
    (registered ? registered.messages[id] === message : plainSource(candidate) === message)
      ? candidate
      : undefined
  if (compiled) {
    // A plain argument without a value is left as written, so it shows up instead of vanishing.
    const values: Record<string, unknown> = {}
    for (const name of plainArguments(compiled)) values[name] = `{${name}}`
    if (params) for (const name of Object.keys(params)) values[name] = params[name]
    return runtimeFor(locale)._(id, values)
  }
  if (!params) return message
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  )
}
