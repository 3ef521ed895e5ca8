import { describe, expect, test } from 'vitest'
import { en } from './en'
import { formatMessage } from './formatMessage'
import { loadLocaleMessages } from './loadLocaleMessages'
import { localizeMessages } from './localizeMessages'
import { resolveLocale } from './resolveLocale'

describe('resolveLocale', () => {
  test.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['DE_ch', 'de'],
    ['ar-EG', 'ar'],
    ['en-GB', 'en'],
    ['fr-CA', 'fr'],
    ['es-419', 'es'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    // Traditional Chinese (issue 21): Taiwan's catalogue, not a fall-back to Simplified.
    ['zh-TW', 'zh-TW'],
    ['zh_tw', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['ja-JP', 'ja'],
    ['ko-KR', 'ko'],
    ['he-IL', 'he'],
    ['iw', 'he'],
    ['sv', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%j -> %s', (tag, locale) => {
    expect(resolveLocale(tag)).toBe(locale)
  })
})

describe('loadLocaleMessages and localizeMessages', () => {
  test('German formats plurals and numbers in German', async () => {
    const messages = localizeMessages(await loadLocaleMessages('de-DE'))
    expect(messages.connectWalletTitle).toBe('Wallet verbinden')
    expect(formatMessage(messages, 'pleaseTryAgainAfter', { seconds: 1 })).toBe(
      'Bitte versuche es in 1 Sekunde erneut',
    )
    expect(formatMessage(messages, 'pleaseTryAgainAfter', { seconds: 1200 })).toBe(
      'Bitte versuche es in 1.200 Sekunden erneut',
    )
  })

  test("Arabic is right to left and uses Arabic's plural forms", async () => {
    const arabic = await loadLocaleMessages('ar')
    expect(arabic.dir).toBe('rtl')
    const messages = localizeMessages(arabic)
    expect(formatMessage(messages, 'pleaseTryAgainAfter', { seconds: 2 })).toBe(
      'يرجى المحاولة مرة أخرى بعد ثانيتين',
    )
    expect(formatMessage(messages, 'pleaseTryAgainAfter', { seconds: 5 })).toMatch(/ثوانٍ$/)
    expect(formatMessage(messages, 'pleaseTryAgainAfter', { seconds: 11 })).toMatch(/ثانية$/)
  })

  test("Hebrew is right to left and uses Hebrew's dual", async () => {
    const hebrew = await loadLocaleMessages('he-IL')
    expect(hebrew.dir).toBe('rtl')
    const messages = localizeMessages(hebrew)
    expect(messages.connectWalletTitle).toBe('חיבור ארנק')
    expect(formatMessage(messages, 'pleaseTryAgainAfter', { seconds: 1 })).toBe(
      'נא לנסות שוב בעוד שנייה',
    )
    expect(formatMessage(messages, 'pleaseTryAgainAfter', { seconds: 2 })).toBe(
      'נא לנסות שוב בעוד שתי שניות',
    )
    expect(formatMessage(messages, 'pleaseTryAgainAfter', { seconds: 7 })).toBe(
      'נא לנסות שוב בעוד 7 שניות',
    )
  })

  test('a Taiwanese, Hong Kong or Traditional visitor reads Traditional Chinese, not Simplified', async () => {
    for (const tag of ['zh-TW', 'zh-HK', 'zh-Hant']) {
      const locale = await loadLocaleMessages(tag)
      expect(locale.locale).toBe('zh-TW')
      const messages = localizeMessages(locale)
      expect(messages.connectWalletTitle).toBe('連接錢包')
      expect(messages.accountTitle).toBe('帳戶')
      expect(messages.networksTitle).toBe('網路')
    }
    const simplified = localizeMessages(await loadLocaleMessages('zh'))
    expect(simplified.connectWalletTitle).toBe('连接钱包')
  })

  test.each([
    ['fr', 1, 'Veuillez réessayer dans 1 seconde'],
    ['fr', 1500, 'Veuillez réessayer dans 1\u202f500 secondes'],
    ['es', 2, 'Vuelve a intentarlo dentro de 2 segundos'],
    ['pt-BR', 1, 'Tente novamente em 1 segundo'],
    ['ja', 1500, '1,500 秒後にもう一度お試しください'],
    ['zh-CN', 3, '请在 3 秒后重试'],
    ['zh-TW', 1500, '請在 1,500 秒後再試一次'],
    ['ko', 3, '3초 후에 다시 시도해 주세요'],
  ] as const)('%s formats %d seconds in its words and digits', async (tag, seconds, text) => {
    const locale = await loadLocaleMessages(tag)
    expect(locale.locale).toBe(tag)
    expect(locale.dir).toBe('ltr')
    expect(formatMessage(localizeMessages(locale), 'pleaseTryAgainAfter', { seconds })).toBe(text)
  })

  test('English stays in the spec words and is the fallback', async () => {
    const english = await loadLocaleMessages('sv')
    expect(english.locale).toBe('en')
    expect(english.messages).toBe(en)
    const messages = localizeMessages(english)
    expect(formatMessage(messages, 'pleaseTryAgainAfter', { seconds: 1 })).toBe(
      'Please try again after 1 seconds',
    )
  })

  test('overrides replace single strings and keep the others', async () => {
    const messages = localizeMessages(await loadLocaleMessages('de'), {
      connectWalletTitle: 'Los geht es',
      errorRegisteringName: 'Name {name} ist vergeben',
      accountTitle: undefined,
    })
    expect(messages.connectWalletTitle).toBe('Los geht es')
    expect(messages.accountTitle).toBe('Konto')
    expect(formatMessage(messages, 'errorRegisteringName', { name: 'a.b' })).toBe(
      'Name a.b ist vergeben',
    )
    expect(formatMessage(messages, 'otpDigit', { position: 1, length: 6 })).toBe('Ziffer 1 von 6')
  })

  test('the German chunk is loaded once and shared', async () => {
    expect(await loadLocaleMessages('de')).toBe(await loadLocaleMessages('de-AT'))
  })
})
