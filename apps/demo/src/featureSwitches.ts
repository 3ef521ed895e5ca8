import { DEFAULT_FEATURES, type Features } from '@airlock/core'

/**
 * The kit's feature switches (SPEC.md §9 "Default features") from the page's query, for trying
 * each one and for the e2e that checks it: `?legalCheckbox=on&emailShowWallets=off`. Only the
 * known switch names and the values `on` / `off` are read; anything else keeps the default.
 * Read once, when the page's instance is created.
 *
 * @example
 * featureSwitches('?collapseWallets=on') // { collapseWallets: true }
 */
export function featureSwitches(search: string): Partial<Features> {
  const query = new URLSearchParams(search)
  const switches: Partial<Features> = {}
  for (const name of Object.keys(DEFAULT_FEATURES) as (keyof Features)[]) {
    const value = query.get(name)
    if (value === 'on') switches[name] = true
    else if (value === 'off') switches[name] = false
  }
  return switches
}
