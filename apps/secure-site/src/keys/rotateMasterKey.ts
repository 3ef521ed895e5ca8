import type { Store } from '@airlock/store'
import { decryptSecret } from '../crypto/decryptSecret'
import { encryptSecret } from '../crypto/encryptSecret'
import { solanaKeyAad, solanaKeySubkey } from '../solana/solanaKeySubkey'

/** What a rotation did: counts, and the users whose key no given master key decrypts. */
export type RotationResult = { rotated: number; alreadyCurrent: number; undecryptable: string[] }

const PAGE = 500

/**
 * Re-encrypts every wallet key (`secure_users.encrypted_key`) that is not under `current` yet:
 * decrypted with one of `previous`, encrypted again with `current` (new IV, same user id as
 * associated data) and written only if the row still holds what was read (a concurrent write
 * wins). A row no key decrypts is left untouched and named in `undecryptable`, never dropped.
 * Safe to run again (rows already under `current` are skipped) and next to a running site that
 * knows both keys. The Solana keys (`solana_encrypted_key`, under each master key's Solana subkey)
 * are rotated the same way, in a second pass; their users count in the same result.
 *
 * @example
 * const { rotated } = await rotateMasterKey(store, { current: newKey, previous: [oldKey] })
 */
export async function rotateMasterKey(
  store: Store,
  keys: { current: Buffer; previous: readonly Buffer[] },
): Promise<RotationResult> {
  const result: RotationResult = { rotated: 0, alreadyCurrent: 0, undecryptable: [] }
  let after = ''
  for (;;) {
    const { rows } = await store.query<{ id: string; encrypted_key: string }>(
      'select id, encrypted_key from secure_users where id > $1 order by id limit $2',
      [after, PAGE],
    )
    for (const row of rows) {
      try {
        decryptSecret(keys.current, row.encrypted_key, row.id)
        result.alreadyCurrent++
        continue
      } catch {
        // not under the current key yet
      }
      let plaintext: string
      try {
        plaintext = decryptSecret(keys.previous, row.encrypted_key, row.id)
      } catch {
        result.undecryptable.push(row.id)
        continue
      }
      const updated = await store.query(
        'update secure_users set encrypted_key = $3 where id = $1 and encrypted_key = $2 returning id',
        [row.id, row.encrypted_key, encryptSecret(keys.current, plaintext, row.id)],
      )
      if (updated.rows.length === 1) result.rotated++
    }
    const last = rows.at(-1)
    if (!last || rows.length < PAGE) break
    after = last.id
  }
  await rotateSolanaKeys(store, keys, result)
  return result
}

async function rotateSolanaKeys(
  store: Store,
  keys: { current: Buffer; previous: readonly Buffer[] },
  result: RotationResult,
): Promise<void> {
  const current = solanaKeySubkey(keys.current)
  const previous = keys.previous.map(solanaKeySubkey)
  let after = ''
  for (;;) {
    const { rows } = await store.query<{ id: string; solana_encrypted_key: string }>(
      `select id, solana_encrypted_key from secure_users
       where id > $1 and solana_encrypted_key is not null order by id limit $2`,
      [after, PAGE],
    )
    for (const row of rows) {
      const aad = solanaKeyAad(row.id)
      try {
        decryptSecret(current, row.solana_encrypted_key, aad)
        continue
      } catch {
        // not under the current key yet
      }
      let plaintext: string
      try {
        plaintext = decryptSecret(previous, row.solana_encrypted_key, aad)
      } catch {
        if (!result.undecryptable.includes(row.id)) result.undecryptable.push(row.id)
        continue
      }
      await store.query(
        `update secure_users set solana_encrypted_key = $3
         where id = $1 and solana_encrypted_key = $2`,
        [row.id, row.solana_encrypted_key, encryptSecret(current, plaintext, aad)],
      )
    }
    const last = rows.at(-1)
    if (!last || rows.length < PAGE) return
    after = last.id
  }
}
