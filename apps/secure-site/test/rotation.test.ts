import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { access, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { type Hex, recoverMessageAddress } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { decryptSecret } from '../src/crypto/decryptSecret'
import { PREVIOUS_KEYS_FILE } from '../src/keys/loadPreviousMasterKeys'
import { rotateMasterKey } from '../src/keys/rotateMasterKey'
import { solanaKeyAad, solanaKeySubkey } from '../src/solana/solanaKeySubkey'
import { approvedRpc } from './approvedRpc'
import { signInByEmail } from './signInByEmail'
import { startTestSite, type TestSite } from './startTestSite'

// Master key rotation without losing a wallet: every wallet signs after the rotation, and the old
// key decrypts none of the stored keys any more. The chain is not needed (personal_sign).
const OLD_SECRET = 'old-secret-0123456789-0123456789-abcdef'
const NEW_SECRET = 'new-secret-0123456789-0123456789-abcdef'
const keyOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest()

type Wallet = { email: string; token: string; address: Hex }

let dataDir: string
let site: TestSite | undefined
afterEach(async () => {
  await site?.stop()
  site = undefined
  await rm(dataDir, { recursive: true, force: true })
})

const signIn = async (email: string): Promise<Wallet> => {
  const { token, address } = await signInByEmail(site as TestSite, email, 31337, 'eoa')
  return { email, token, address }
}
/** Each wallet signs a message through the site; the signature recovers to its address. */
const expectAllSign = async (wallets: Wallet[]) => {
  for (const wallet of wallets) {
    const message = `rotation check for ${wallet.email}`
    const reply = await approvedRpc(site as TestSite, wallet.token, 'personal_sign', [
      `0x${Buffer.from(message).toString('hex')}`,
      wallet.address,
    ])
    expect(reply.error, wallet.email).toBeUndefined()
    expect(await recoverMessageAddress({ message, signature: reply.result as Hex })).toBe(
      wallet.address,
    )
  }
}
const storedKeys = async () =>
  (
    await (site as TestSite).store.query<{
      id: string
      address: Hex
      encrypted_key: string
      solana_encrypted_key: string
    }>('select id, address, encrypted_key, solana_encrypted_key from secure_users order by id')
  ).rows

describe('master key rotation', () => {
  it('secret mode: sites with the new secret and the old one as previous sign with every wallet during the rotation; after it, only the new key decrypts', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'airlock-rotation-'))
    site = await startTestSite({ dataDir, secret: OLD_SECRET })
    const wallets = [
      await signIn('rot-ada@example.com'),
      await signIn('rot-bob@example.com'),
      await signIn('rot-cy@example.com'),
    ]
    await expectAllSign(wallets)
    await site.stop()

    // Step 1: the new secret, the old one as previous. New wallets are made under the new key;
    // old ones still sign.
    site = await startTestSite({
      dataDir,
      secret: NEW_SECRET,
      config: { previousSecrets: [OLD_SECRET] },
    })
    wallets.push(await signIn('rot-dan@example.com'))
    await expectAllSign(wallets)

    // Step 2: rotate-master-key's work, next to the running site (same database).
    expect(
      await rotateMasterKey(site.store, {
        current: keyOf(NEW_SECRET),
        previous: [keyOf(OLD_SECRET)],
      }),
    ).toEqual({ rotated: 3, alreadyCurrent: 1, undecryptable: [] })
    await expectAllSign(wallets)
    // Again: nothing left to do.
    expect(await rotateMasterKey(site.store, { current: keyOf(NEW_SECRET), previous: [] })).toEqual(
      { rotated: 0, alreadyCurrent: 4, undecryptable: [] },
    )
    const rows = await storedKeys()
    expect(rows).toHaveLength(4)
    for (const row of rows) {
      expect(() => decryptSecret(keyOf(OLD_SECRET), row.encrypted_key, row.id)).toThrow()
      expect(
        privateKeyToAddress(decryptSecret(keyOf(NEW_SECRET), row.encrypted_key, row.id) as Hex),
      ).toBe(row.address)
      // The Solana keys moved too, under the new key's Solana subkey.
      const solanaAad = solanaKeyAad(row.id)
      expect(() =>
        decryptSecret(solanaKeySubkey(keyOf(OLD_SECRET)), row.solana_encrypted_key, solanaAad),
      ).toThrow()
      expect(
        decryptSecret(solanaKeySubkey(keyOf(NEW_SECRET)), row.solana_encrypted_key, solanaAad),
      ).toMatch(/"d":/)
    }
    await site.stop()

    // Step 3: the previous secret is gone from the configuration; every wallet still signs.
    site = await startTestSite({ dataDir, secret: NEW_SECRET })
    await expectAllSign(wallets)
  })

  it('a key no configured secret decrypts is reported and left untouched, never dropped', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'airlock-rotation-'))
    site = await startTestSite({ dataDir, secret: OLD_SECRET })
    await signIn('rot-lost@example.com')
    const [before] = await storedKeys()
    const result = await rotateMasterKey(site.store, { current: keyOf(NEW_SECRET), previous: [] })
    expect(result).toEqual({ rotated: 0, alreadyCurrent: 0, undecryptable: [before?.id] })
    expect(await storedKeys()).toEqual([before])
  })

  it('key-file mode: the real command replaces the key file, re-encrypts every wallet and removes the old key', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'airlock-rotation-'))
    site = await startTestSite({ dataDir })
    const wallets = [await signIn('file-ada@example.com'), await signIn('file-bob@example.com')]
    const oldKey = Buffer.from(
      (await readFile(join(dataDir, 'secure-site.key'), 'utf8')).trim(),
      'hex',
    )
    await site.stop() // PGlite: one process per data folder

    const env: NodeJS.ProcessEnv = { ...process.env, AIRLOCK_DATA_DIR: dataDir }
    delete env.AIRLOCK_SECURE_SITE_SECRET
    delete env.AIRLOCK_SECURE_SITE_PREVIOUS_SECRETS
    delete env.DATABASE_URL
    const { stdout } = await promisify(execFile)('pnpm', ['run', '--silent', 'rotate-master-key'], {
      cwd: join(import.meta.dirname, '..'),
      env,
    })
    expect(stdout).toContain('2 wallet key(s) re-encrypted, 0 already under the current key')
    const newKey = Buffer.from(
      (await readFile(join(dataDir, 'secure-site.key'), 'utf8')).trim(),
      'hex',
    )
    expect(newKey).toHaveLength(32)
    expect(newKey.equals(oldKey)).toBe(false)
    await expect(access(join(dataDir, PREVIOUS_KEYS_FILE))).rejects.toThrow()

    site = await startTestSite({ dataDir })
    await expectAllSign(wallets)
    for (const row of await storedKeys()) {
      expect(() => decryptSecret(oldKey, row.encrypted_key, row.id)).toThrow()
      expect(() => decryptSecret(newKey, row.encrypted_key, row.id)).not.toThrow()
    }
  }, 120_000)
})
