import { ens_normalize } from '@adraffy/ens-normalize'
import {
  ACCOUNT_NAME_MAX_LABEL_LENGTH,
  ACCOUNT_NAME_MAX_NONSPACING_MARKS,
} from '../constants/limits'
import { isAccountName } from './isAccountName'

/** Why {@link validateAccountName} refused a name. */
export type AccountNameInvalidReason =
  /** The first label breaks the label rule (4+ letters, digits, hyphens). */
  | 'invalid-label'
  /** A label is empty (`a..b`, a trailing dot). */
  | 'empty-label'
  /** A label is longer than 63 characters. */
  | 'label-too-long'
  /** A label starts or ends with a hyphen. */
  | 'leading-or-trailing-mark'
  /** More than 4 non-spacing marks in a row. */
  | 'too-many-nonspacing-marks'
  /** ENSIP-15 normalisation refused it (disallowed characters, script mixtures, ...). */
  | 'not-normalizable'

/** Result of {@link validateAccountName}. */
export type ValidateAccountNameReturnType =
  | { valid: true; normalized: string }
  | { valid: false; reason: AccountNameInvalidReason; details?: string }

const NONSPACING_RUN = /*#__PURE__*/ new RegExp(
  `\\p{Mn}{${ACCOUNT_NAME_MAX_NONSPACING_MARKS + 1},}`,
  'u',
)

function labelProblem(label: string): AccountNameInvalidReason | undefined {
  if (label.length === 0) return 'empty-label'
  if (label.length > ACCOUNT_NAME_MAX_LABEL_LENGTH) return 'label-too-long'
  if (label.startsWith('-') || label.endsWith('-')) return 'leading-or-trailing-mark'
  if (NONSPACING_RUN.test(label.normalize('NFD'))) return 'too-many-nonspacing-marks'
  return undefined
}

/**
 * Checks an account name for registration: the first label (at least 4 letters, digits or
 * hyphens), then every label by the normalisation rules (not empty, at most 63
 * characters, no leading or trailing hyphen, at most 4 non-spacing marks in a row), then the
 * whole name by ENSIP-15 (`@adraffy/ens-normalize`, the normaliser viem's `normalize` wraps:
 * disallowed characters, illegal script mixtures, leading combining marks).
 *
 * @example
 * validateAccountName('Alice.airlock.id') // { valid: true, normalized: 'alice.airlock.id' }
 * validateAccountName('bob') // { valid: false, reason: 'invalid-label' }
 */
export function validateAccountName(name: string): ValidateAccountNameReturnType {
  const labels = name.split('.')
  if (!isAccountName(labels[0])) {
    return labels[0] === ''
      ? { valid: false, reason: 'empty-label' }
      : { valid: false, reason: 'invalid-label' }
  }
  for (const label of labels) {
    const reason = labelProblem(label)
    if (reason) return { valid: false, reason }
  }
  let normalized: string
  try {
    normalized = ens_normalize(name)
  } catch (error) {
    const details = error instanceof Error ? error.message.split('\n')[0] : undefined
    return details === undefined
      ? { valid: false, reason: 'not-normalizable' }
      : { valid: false, reason: 'not-normalizable', details }
  }
  // Normalisation may map characters to longer sequences; check the result too.
  for (const label of normalized.split('.')) {
    const reason = labelProblem(label)
    if (reason) return { valid: false, reason }
  }
  return { valid: true, normalized }
}
