import { startTestPostgres, type TestPostgres } from '@airlock/store/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approvedRpc } from './approvedRpc'
import { signInByEmail } from './signInByEmail'
import { startTestSite, type TestSite } from './startTestSite'

const postgres: TestPostgres | undefined = await startTestPostgres()
if (!postgres)
  console.warn('no Postgres server binaries on PATH: the DATABASE_URL backend is not tested')
afterAll(async () => {
  await postgres?.stop()
})

describe.runIf(postgres)(
  'on a real Postgres server (DATABASE_URL), with AIRLOCK_SECURE_SITE_SECRET',
  () => {
    const secret = 'a-long-test-secret-of-at-least-32-characters'
    let first: TestSite | undefined
    beforeAll(async () => {
      first = await startTestSite({ databaseUrl: postgres?.url ?? '', secret })
    })
    afterAll(async () => {
      await first?.close()
    })

    it('keeps users, wallets and sessions across a restart', async () => {
      if (!first) throw new Error('not started')
      const { token, address } = await signInByEmail(first, 'persist@example.com', 1)
      await first.close()
      first = undefined
      // A new process, a new data folder: everything comes from Postgres and the secret.
      const second = await startTestSite({ databaseUrl: postgres?.url ?? '', secret })
      try {
        expect((await second.api('user', {}, token)).json).toMatchObject({ address: address })
        // The session is bound to this process's device key, kept across the restart.
        const rpc = await approvedRpc(second, token, 'personal_sign', ['0x6869', address])
        expect(rpc.result).toMatch(/^0x[0-9a-f]{130}$/)
        // The tables live beside the cloud's in the same database, prefixed `secure_`.
        const { rows } = await second.store.query<{ name: string }>(
          `select table_name as name from information_schema.tables where table_name like 'secure_%' order by 1`,
        )
        expect(rows.map((r) => r.name)).toEqual([
          'secure_call_batches',
          'secure_codes',
          'secure_devices',
          'secure_flows',
          'secure_otp_failures',
          'secure_request_nonces',
          'secure_schema_migrations',
          'secure_sessions',
          'secure_sponsor_usage',
          'secure_users',
        ])
      } finally {
        await second.close()
      }
    })
  },
)
