import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../load/freePort'
import { loadConfig } from '../src/config/loadConfig'
import type { CloudConfig } from '../src/config/types'
import type { CloudLimits } from '../src/limits/types'
import { type StartedCloud, startCloud } from '../src/startCloud'
import { copyStoreTemplate } from './support/createTestStore'

export { freePort } from '../load/freePort'

/**
 * Limits raised for tests, explicitly: the suites send hundreds of calls a second from one
 * address (127.0.0.1). `test/limits.test.ts` and the hostile suite pass their own numbers.
 */
export const raisedTestLimits: CloudLimits = {
  apiPerIp: { perSecond: 100_000, burst: 100_000 },
  apiPerProject: { perSecond: 100_000, burst: 100_000 },
  rpcPerIp: { perSecond: 100_000, burst: 100_000 },
  rpcPerProject: { perSecond: 100_000, burst: 100_000 },
  connectionsPerIp: 10_000,
  relayConnectionsPerIp: 10_000,
}

export type TestCloud = StartedCloud & {
  /** URL of `path` with `projectId=airlock-test&st=test&sv=0.0.0` and `params` added. */
  at(path: string, params?: Record<string, string>): string
  /** Stops the cloud and deletes its data folder. */
  dispose(): Promise<void>
}

/**
 * Starts the whole cloud in a new temp data folder on free ports, so tests never collide with a
 * running `npm run dev`. `dataDir` reuses a folder (restart tests). Limits are `raisedTestLimits`
 * unless `limits` is given.
 */
export async function startTestCloud(
  overrides: Partial<CloudConfig> & { env?: NodeJS.ProcessEnv } = {},
): Promise<TestCloud> {
  const { env, ...rest } = overrides
  const dataDir = rest.dataDir ?? (await mkdtemp(join(tmpdir(), 'airlock-cloud-')))
  // A new folder starts from a migrated template instead of paying PGlite's initdb each time;
  // not with a Postgres server, whose tests check that no PGlite folder ever appears.
  const postgres = rest.databaseUrl ?? env?.DATABASE_URL
  if (!rest.dataDir && !postgres) await copyStoreTemplate(dataDir)
  const base = loadConfig({
    ...(env ?? {}),
    AIRLOCK_CLOUD_PORT: '0',
    AIRLOCK_RELAY_PORT: '0',
    AIRLOCK_SOLANA_PORT: '0',
    AIRLOCK_DATA_DIR: dataDir,
  })
  const chains = await Promise.all(base.chains.map(async (c) => ({ ...c, port: await freePort() })))
  const cloud = await startCloud({ ...base, chains, limits: raisedTestLimits, ...rest, dataDir })
  return {
    ...cloud,
    at(path, params = {}) {
      const url = new URL(path, cloud.url)
      const all = { projectId: 'airlock-test', st: 'test', sv: '0.0.0', ...params }
      for (const [key, value] of Object.entries(all)) url.searchParams.set(key, value)
      return url.toString()
    },
    async dispose() {
      await cloud.stop()
      if (!rest.dataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
}
