import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { describe, expect, test } from 'vitest'
import { en, type MessageId } from './en'
import { LOCALE_LOADERS } from './locales'
import { SUPPORTED_LOCALES } from './supportedLocales'

// The check every locale passes (issue 21): every id of English and no other, every argument of
// the English message, no text left in English but the allowed ones, valid ICU syntax.

/** Words that are the same in every language: brand names, codes, abbreviations. */
const SAME_IN_EVERY_LOCALE: readonly MessageId[] = [
  'socialsTimeout',
  'socialGoogle',
  'socialX',
  'socialDiscord',
  'socialFarcaster',
  'socialGithub',
  'socialApple',
  'socialFacebook',
  'walletConnectName',
  'accountTypeEoa',
]

/** Words a language shares with English (its own word is the English one). */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly MessageId[]>> = {
  de: ['walletsLabel'],
  es: ['tokensTab', 'sendTokenLabel'],
  'pt-BR': ['tokensTab', 'nftsTab', 'sendTokenLabel', 'downloadsTitle'],
  fr: ['transaction'],
}

type Token = string | readonly [string, string?, Record<string, readonly Token[]>?]

/** The argument names of a compiled message, nested ones (inside plural/select cases) included. */
function argumentsOf(tokens: readonly Token[]): Set<string> {
  const names = new Set<string>()
  for (const token of tokens) {
    if (typeof token === 'string') continue
    names.add(token[0])
    const cases = token[2]
    if (cases && typeof cases === 'object')
      for (const inner of Object.values(cases))
        if (Array.isArray(inner)) for (const name of argumentsOf(inner)) names.add(name)
  }
  return names
}

/** The case sets of every `plural` and `selectordinal` in a compiled message. */
function pluralCases(tokens: readonly Token[]): Record<string, readonly Token[]>[] {
  const found: Record<string, readonly Token[]>[] = []
  for (const token of tokens) {
    if (typeof token === 'string') continue
    const [, type, cases] = token
    if (!cases || typeof cases !== 'object') continue
    const plain = Object.fromEntries(Object.entries(cases).filter(([key]) => !key.startsWith('=')))
    if (type === 'plural' || type === 'selectordinal') found.push(plain)
    for (const inner of Object.values(cases))
      if (Array.isArray(inner)) found.push(...pluralCases(inner))
  }
  return found
}

const englishIds = Object.keys(en).sort()

test('at least ten locales, two of them right to left, each with its loader', async () => {
  expect(SUPPORTED_LOCALES.length).toBeGreaterThanOrEqual(10)
  expect(['en', ...Object.keys(LOCALE_LOADERS)]).toEqual(SUPPORTED_LOCALES)
  const directions = await Promise.all(Object.values(LOCALE_LOADERS).map((load) => load()))
  expect(
    directions.filter((locale) => locale.dir === 'rtl').map((locale) => locale.locale),
  ).toEqual(['ar', 'he'])
})

describe.each(Object.entries(LOCALE_LOADERS))('locale %s', (tag, load) => {
  test('holds every key of English and no other', async () => {
    const { messages } = await load()
    expect(Object.keys(messages).sort()).toEqual(englishIds)
  })

  test('keeps every argument of the English message', async () => {
    const { messages } = await load()
    for (const id of englishIds as MessageId[]) {
      const english = argumentsOf(compileMessageOrThrow(en[id]) as Token[])
      const translated = argumentsOf(compileMessageOrThrow(messages[id]) as Token[])
      expect([...translated].sort(), `${tag}.${id}`).toEqual([...english].sort())
    }
  })

  test('leaves no text in English but the allowed words', async () => {
    const { messages } = await load()
    const allowed = new Set([...SAME_IN_EVERY_LOCALE, ...(SAME_AS_ENGLISH[tag] ?? [])])
    const untranslated = (englishIds as MessageId[]).filter(
      (id) => messages[id] === en[id] && !allowed.has(id),
    )
    expect(untranslated).toEqual([])
  })

  test("has a case for every plural form of the locale's language", async () => {
    const { locale, messages } = await load()
    const required = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
    for (const id of englishIds as MessageId[]) {
      for (const cases of pluralCases(compileMessageOrThrow(messages[id]) as Token[]))
        expect(Object.keys(cases), `${tag}.${id}`).toEqual(expect.arrayContaining([...required]))
    }
  })

  test('a message without arguments is its own text (views may show it as it is)', async () => {
    const { messages } = await load()
    for (const id of englishIds as MessageId[]) {
      const tokens = compileMessageOrThrow(messages[id])
      if (argumentsOf(tokens as Token[]).size === 0)
        expect(tokens, `${tag}.${id}`).toEqual([messages[id]])
    }
  })
})

test('English messages without arguments are their own text', () => {
  for (const id of englishIds as MessageId[]) {
    const tokens = compileMessageOrThrow(en[id])
    if (argumentsOf(tokens as Token[]).size === 0) expect(tokens, id).toEqual([en[id]])
  }
})

test('the allow-list holds only words that are the same in English', async () => {
  for (const id of SAME_IN_EVERY_LOCALE) expect(en[id]).toMatch(/^[A-Z][\w]*$/)
  expect(SUPPORTED_LOCALES).toEqual([
    'en',
    'de',
    'fr',
    'es',
    'pt-BR',
    'ja',
    'zh-CN',
    'zh-TW',
    'ko',
    'ar',
    'he',
  ])
})
