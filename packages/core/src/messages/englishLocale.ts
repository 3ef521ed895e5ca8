import { englishCompiled } from './compiled/en'
import { en } from './en'
import type { LocaleMessages } from './types'

/** English (`en`), the source locale: the words and their compiled messages. */
export const englishLocale: LocaleMessages = {
  locale: 'en',
  dir: 'ltr',
  messages: en,
  compiled: englishCompiled,
}
