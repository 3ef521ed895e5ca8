import type { CloudContext } from '../server/types'
import { MAX_SUGGESTIONS, MIN_LABEL_LENGTH, NAME_SUFFIX } from './nameRules'
import { parseAccountName } from './parseAccountName'

/** One suggestion (SPEC §3 "Ens suggestion": a name), free to register. */
export type NameSuggestion = { name: string; registered: false }

/**
 * Up to 5 free names close to the wanted one: the name itself when free, then the label with a
 * digit, a year, a hyphenated word or a prefix. The wanted text is lowercased and stripped of
 * characters a label cannot hold first, and padded with digits when too short, so any text
 * gets suggestions.
 *
 * @example
 * await suggestNames(ctx, 'alice') // [{ name: 'alice1.airlock', registered: false }, ...]
 */
export async function suggestNames(ctx: CloudContext, wanted: string): Promise<NameSuggestion[]> {
  let base = wanted
    .toLowerCase()
    .replace(NAME_SUFFIX, '')
    .replace(/[^\p{L}\p{N}-]/gu, '')
    .slice(0, 50)
  if (!base) base = 'name'
  while (base.length < MIN_LABEL_LENGTH) base += '0'
  const year = new Date().getUTCFullYear()
  const labels = [base, `${base}1`, `${base}-${year}`, `${base}2`, `my${base}`, `${base}-web3`]
  const candidates = [...new Set(labels.flatMap((label) => parseAccountName(label)?.name ?? []))]
  const { rows } = await ctx.store.query<{ name: string }>(
    'select name from names where name = any($1)',
    [candidates],
  )
  const taken = new Set(rows.map((row) => row.name))
  return candidates
    .filter((name) => !taken.has(name))
    .slice(0, MAX_SUGGESTIONS)
    .map((name) => ({ name, registered: false as const }))
}
