import type { LocaleMessages } from './types'

/**
 * The locale each catalogue a view reads was built from (by `localizeMessages`): `formatMessage`
 * finds there the compiled form of a message the dapp did not override. Internal to the package.
 */
export const catalogueLocales: WeakMap<object, LocaleMessages> = new WeakMap()
