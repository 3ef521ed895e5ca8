import { normalize } from 'viem/ens'
import { MAX_LABEL_LENGTH, MIN_LABEL_LENGTH, NAME_SUFFIX } from './nameRules'

/** A name that passed the rules: the normalised full name and its label. */
export type AccountName = { name: string; label: string }

/**
 * Checks a wanted name and normalises it, or returns `undefined` when it breaks a rule. The
 * label (the part before `.airlock`, which is added when missing) must be at least 4 letters,
 * digits or hyphens (SPEC §5); the full name is then normalised (ENSIP-15, so `Ana` becomes
 * `ana`), and a label over 63 characters or starting or ending with a hyphen is refused
 * (SPEC-READINGS "Names", as core's `validateAccountName`).
 *
 * @example
 * parseAccountName('Ana-1.airlock') // { name: 'ana-1.airlock', label: 'ana-1' }
 * parseAccountName('ana') // undefined (3 characters)
 */
export function parseAccountName(wanted: string): AccountName | undefined {
  const raw = wanted.toLowerCase().endsWith(NAME_SUFFIX)
    ? wanted.slice(0, -NAME_SUFFIX.length)
    : wanted
  if (!new RegExp(`^[\\p{L}\\p{N}-]{${MIN_LABEL_LENGTH},}$`, 'u').test(raw)) return undefined
  let name: string
  try {
    name = normalize(`${raw}${NAME_SUFFIX}`)
  } catch {
    return undefined
  }
  const label = name.slice(0, -NAME_SUFFIX.length)
  if (label.length > MAX_LABEL_LENGTH || label.includes('.')) return undefined
  if (label.startsWith('-') || label.endsWith('-')) return undefined
  return { name, label }
}
