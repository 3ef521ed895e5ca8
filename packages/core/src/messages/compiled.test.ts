import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { describe, expect, test } from 'vitest'
import { arabicLocale } from './compiled/ar'
import { germanLocale } from './compiled/de'
import { englishCompiled } from './compiled/en'
import { spanishLocale } from './compiled/es'
import { frenchLocale } from './compiled/fr'
import { hebrewLocale } from './compiled/he'
import { japaneseLocale } from './compiled/ja'
import { koreanLocale } from './compiled/ko'
import { portugueseLocale } from './compiled/pt-BR'
import { chineseLocale } from './compiled/zh-CN'
import { traditionalChineseLocale } from './compiled/zh-TW'
import { en, type MessageCatalogue } from './en'
import { englishLocale } from './englishLocale'
import { ar } from './locales/ar'
import { de } from './locales/de'
import { es } from './locales/es'
import { fr } from './locales/fr'
import { he } from './locales/he'
import { ja } from './locales/ja'
import { ko } from './locales/ko'
import { ptBR } from './locales/pt-BR'
import { zhCN } from './locales/zh-CN'
import { zhTW } from './locales/zh-TW'

// The compiled catalogues are generated and committed; this test fails when one is out of date
// with its source. `pnpm --filter @airlock/core messages` (AIRLOCK_WRITE_MESSAGES=1) rewrites them.
const sources = [
  {
    file: 'en',
    name: 'englishLocale',
    tag: 'en',
    dir: 'ltr',
    source: en,
    catalogue: 'en',
    from: '../en',
    built: englishLocale,
    label: 'English',
  },
  {
    file: 'de',
    name: 'germanLocale',
    tag: 'de',
    dir: 'ltr',
    source: de,
    catalogue: 'de',
    from: '../locales/de',
    built: germanLocale,
    label: 'German',
  },
  {
    file: 'ar',
    name: 'arabicLocale',
    tag: 'ar',
    dir: 'rtl',
    source: ar,
    catalogue: 'ar',
    from: '../locales/ar',
    built: arabicLocale,
    label: 'Arabic',
  },
  {
    file: 'fr',
    name: 'frenchLocale',
    tag: 'fr',
    dir: 'ltr',
    source: fr,
    catalogue: 'fr',
    from: '../locales/fr',
    built: frenchLocale,
    label: 'French',
  },
  {
    file: 'es',
    name: 'spanishLocale',
    tag: 'es',
    dir: 'ltr',
    source: es,
    catalogue: 'es',
    from: '../locales/es',
    built: spanishLocale,
    label: 'Spanish',
  },
  {
    file: 'pt-BR',
    name: 'portugueseLocale',
    tag: 'pt-BR',
    dir: 'ltr',
    source: ptBR,
    catalogue: 'ptBR',
    from: '../locales/pt-BR',
    built: portugueseLocale,
    label: 'Brazilian Portuguese',
  },
  {
    file: 'ja',
    name: 'japaneseLocale',
    tag: 'ja',
    dir: 'ltr',
    source: ja,
    catalogue: 'ja',
    from: '../locales/ja',
    built: japaneseLocale,
    label: 'Japanese',
  },
  {
    file: 'zh-CN',
    name: 'chineseLocale',
    tag: 'zh-CN',
    dir: 'ltr',
    source: zhCN,
    catalogue: 'zhCN',
    from: '../locales/zh-CN',
    built: chineseLocale,
    label: 'Simplified Chinese',
  },
  {
    file: 'zh-TW',
    name: 'traditionalChineseLocale',
    tag: 'zh-TW',
    dir: 'ltr',
    source: zhTW,
    catalogue: 'zhTW',
    from: '../locales/zh-TW',
    built: traditionalChineseLocale,
    label: 'Traditional Chinese',
  },
  {
    file: 'ko',
    name: 'koreanLocale',
    tag: 'ko',
    dir: 'ltr',
    source: ko,
    catalogue: 'ko',
    from: '../locales/ko',
    built: koreanLocale,
    label: 'Korean',
  },
  {
    file: 'he',
    name: 'hebrewLocale',
    tag: 'he',
    dir: 'rtl',
    source: he,
    catalogue: 'he',
    from: '../locales/he',
    built: hebrewLocale,
    label: 'Hebrew',
  },
] as const

/** The messages of a catalogue that carry arguments, compiled (a plain text compiles to itself). */
function compileCatalogue(source: MessageCatalogue): Record<string, unknown> {
  const compiled: Record<string, unknown> = {}
  for (const [id, message] of Object.entries(source)) {
    const tokens = compileMessageOrThrow(message)
    if (tokens.length === 1 && tokens[0] === message) continue
    compiled[id] = tokens
  }
  return compiled
}

function generatedFile({
  file,
  name,
  tag,
  dir,
  source,
  catalogue,
  from,
  label,
}: (typeof sources)[number]) {
  // English's compiled messages stand alone: the first load formats with them and must not pull
  // the English catalogue in a second time (`englishLocale.ts` joins the two).
  if (file === 'en')
    return [
      '// Generated from the catalogue by compiled.test.ts (`pnpm --filter @airlock/core messages`):',
      "// do not edit. The messages with arguments, compiled ahead of time by Lingui's compiler.",
      "import type { CompiledCatalogue } from '../types'",
      '',
      '/** English (`en`): its messages with arguments, compiled. */',
      `export const englishCompiled: CompiledCatalogue = ${JSON.stringify(compileCatalogue(source), null, 2)}`,
      '',
    ].join('\n')
  return [
    '// Generated from the catalogue by compiled.test.ts (`pnpm --filter @airlock/core messages`):',
    "// do not edit. The messages with arguments, compiled ahead of time by Lingui's compiler.",
    `import { ${catalogue} } from '${from}'`,
    "import type { LocaleMessages } from '../types'",
    '',
    `/** ${label} (\`${tag}\`): its catalogue and its messages with arguments, compiled. */`,
    `export const ${name}: LocaleMessages = {`,
    `  locale: '${tag}',`,
    `  dir: '${dir}',`,
    `  messages: ${catalogue},`,
    `  compiled: ${JSON.stringify(compileCatalogue(source), null, 2)},`,
    '}',
    '',
  ].join('\n')
}

describe('compiled catalogues', () => {
  test.each(sources)('$file is up to date with its catalogue', (entry) => {
    if (process.env.AIRLOCK_WRITE_MESSAGES === '1') {
      writeFileSync(join(import.meta.dirname, 'compiled', `${entry.file}.ts`), generatedFile(entry))
      return
    }
    if (entry.file === 'en') expect(englishCompiled).toBe(englishLocale.compiled)
    expect(entry.built.messages).toBe(entry.source)
    expect(entry.built.compiled).toEqual(compileCatalogue(entry.source))
    expect(entry.built.locale).toBe(entry.tag)
    expect(entry.built.dir).toBe(entry.dir)
  })
})
