/**
 * The tags of every locale the modal speaks, English first (each loader is in `locales.ts`, which
 * the first load does not carry). Right to left: `ar`, `he`.
 */
export const SUPPORTED_LOCALES: readonly string[] = [
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
]
