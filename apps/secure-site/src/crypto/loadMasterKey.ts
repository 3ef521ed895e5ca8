import { createHash, randomBytes } from 'node:crypto'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The 32-byte key that encrypts wallet keys at rest and keys the code HMACs: SHA-256 of
 * `AIRLOCK_SECURE_SITE_SECRET` when set, else a random key kept in `<dataDir>/secure-site.key`
 * (created once, mode 0600). Whoever has the database but not this key cannot use the wallets.
 *
 * @example
 * const key = await loadMasterKey({ dataDir: '.airlock/secure-site' })
 */
export async function loadMasterKey(params: { dataDir: string; secret?: string }): Promise<Buffer> {
  if (params.secret) return createHash('sha256').update(params.secret, 'utf8').digest()
  const file = join(params.dataDir, 'secure-site.key')
  const existing = await readFile(file, 'utf8').catch(() => undefined)
  if (existing && /^[0-9a-f]{64}$/.test(existing.trim())) return Buffer.from(existing.trim(), 'hex')
  await mkdir(params.dataDir, { recursive: true })
  const key = randomBytes(32)
  // 'wx' fails if another process wrote the file first; then that key wins.
  try {
    await writeFile(file, key.toString('hex'), { mode: 0o600, flag: 'wx' })
  } catch {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex')
  }
  await chmod(file, 0o600)
  return key
}
