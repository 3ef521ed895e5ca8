// `pnpm --filter @airlock/secure-site rotate-master-key`: re-encrypts every wallet key with the
// current master key (see README "Master key rotation"). Reads the site's own configuration.
//   Secret mode (AIRLOCK_SECURE_SITE_SECRET set): the new secret is AIRLOCK_SECURE_SITE_SECRET,
//   the old one(s) AIRLOCK_SECURE_SITE_PREVIOUS_SECRETS; sites running with both keep working.
//   Key-file mode (no secret): with the site stopped, a new random key replaces
//   <data dir>/secure-site.key; the old one is kept in secure-site.previous-keys until every
//   wallet is re-encrypted, then that file is removed.
import { randomBytes } from 'node:crypto'
import { appendFile, chmod, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { loadConfig } from '../config/loadConfig'
import { loadMasterKey } from '../crypto/loadMasterKey'
import { createStore } from '../store/createStore'
import { migrate } from '../store/migrate'
import { loadPreviousMasterKeys, PREVIOUS_KEYS_FILE } from './loadPreviousMasterKeys'
import { rotateMasterKey } from './rotateMasterKey'

const config = loadConfig()
const keyFileMode = config.secret === undefined
let current: Buffer
if (config.secret) {
  current = await loadMasterKey({ dataDir: config.dataDir, secret: config.secret })
} else {
  // The old key goes into the previous-keys file before the key file changes: a rotation cut
  // short at any point still has every key it needs.
  const old = await loadMasterKey({ dataDir: config.dataDir })
  const previousFile = join(config.dataDir, PREVIOUS_KEYS_FILE)
  await appendFile(previousFile, `${old.toString('hex')}\n`, { mode: 0o600 })
  await chmod(previousFile, 0o600)
  current = randomBytes(32)
  const keyFile = join(config.dataDir, 'secure-site.key')
  await writeFile(`${keyFile}.next`, current.toString('hex'), { mode: 0o600 })
  await rename(`${keyFile}.next`, keyFile)
}
const previous = await loadPreviousMasterKeys({
  dataDir: config.dataDir,
  ...(config.previousSecrets ? { previousSecrets: config.previousSecrets } : {}),
})
const store = await createStore(
  config.databaseUrl
    ? { dataDir: config.dataDir, databaseUrl: config.databaseUrl }
    : { dataDir: config.dataDir },
)
try {
  await migrate(store)
  const result = await rotateMasterKey(store, { current, previous })
  console.info(
    `rotate-master-key: ${result.rotated} wallet key(s) re-encrypted, ${result.alreadyCurrent} already under the current key`,
  )
  if (result.undecryptable.length > 0) {
    console.error(
      `rotate-master-key: ${result.undecryptable.length} wallet key(s) decrypt with no known key (users ${result.undecryptable.join(', ')}); nothing was removed. Add the missing secret to AIRLOCK_SECURE_SITE_PREVIOUS_SECRETS and run again.`,
    )
    process.exitCode = 1
  } else if (keyFileMode) {
    await rm(join(config.dataDir, PREVIOUS_KEYS_FILE), { force: true })
    console.info('rotate-master-key: the old key file entries are removed; start the site again.')
  } else {
    console.info(
      'rotate-master-key: done. Remove AIRLOCK_SECURE_SITE_PREVIOUS_SECRETS and restart the site.',
    )
  }
} finally {
  await store.close()
}
