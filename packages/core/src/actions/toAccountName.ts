import { ACCOUNT_NAME_SUFFIX } from '../constants/names'
import { validateAccountName } from '../validation/validateAccountName'

/**
 * The full, normalised account name for what the visitor typed (`Ana` → `ana.airlock`), or
 * `undefined` when it breaks the rules (at least 4 letters, digits or hyphens;
 * ENSIP-15 normalisation, labels up to 63 characters). The `.airlock` suffix is added
 * when missing; a label with a dot of its own is refused.
 *
 * @example
 * toAccountName('Ana-1') // 'ana-1.airlock'
 * toAccountName('bob') // undefined
 */
export function toAccountName(typed: string): string | undefined {
  const label = typed.endsWith(ACCOUNT_NAME_SUFFIX)
    ? typed.slice(0, -ACCOUNT_NAME_SUFFIX.length)
    : typed
  if (label.includes('.')) return undefined
  const result = validateAccountName(`${label}${ACCOUNT_NAME_SUFFIX}`)
  return result.valid ? result.normalized : undefined
}
