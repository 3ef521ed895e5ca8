import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** In the data folder: master keys replaced by `rotate-master-key` (hex, one per line, 0600). */
export const PREVIOUS_KEYS_FILE = 'secure-site.previous-keys'

/**
 * The master keys a rotation is moving away from, which still decrypt wallet keys not
 * re-encrypted yet: SHA-256 of each `AIRLOCK_SECURE_SITE_PREVIOUS_SECRETS` entry, then the keys in
 * `<dataDir>/secure-site.previous-keys` (written by `rotate-master-key` in key-file mode, so a
 * rotation cut short loses no wallet). Empty when no rotation is under way.
 *
 * @example
 * const previous = await loadPreviousMasterKeys({ dataDir, previousSecrets: ['old secret ...'] })
 */
export async function loadPreviousMasterKeys(params: {
  dataDir: string
  previousSecrets?: readonly string[]
}): Promise<Buffer[]> {
  const keys = (params.previousSecrets ?? []).map((secret) =>
    createHash('sha256').update(secret, 'utf8').digest(),
  )
  const file = await readFile(join(params.dataDir, PREVIOUS_KEYS_FILE), 'utf8').catch(() => '')
  for (const line of file.split('\n').map((entry) => entry.trim()))
    if (/^[0-9a-f]{64}$/.test(line)) keys.push(Buffer.from(line, 'hex'))
  return keys
}
