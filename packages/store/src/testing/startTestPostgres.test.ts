import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createPgStore } from '../store/createPgStore'
import { startTestPostgres, type TestPostgres } from './startTestPostgres'

// Where Debian's `postgresql` package puts the server binaries, off PATH.
const debianRoot = '/usr/lib/postgresql'
const debianMajors = existsSync(debianRoot)
  ? readdirSync(debianRoot)
      .filter((major) => existsSync(join(debianRoot, major, 'bin', 'pg_ctl')))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
  : []
const scratch = mkdtempSync(join(tmpdir(), 'airlock-pg-roots-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** Starts, checks that the server answers a query, stops; returns the binaries' folder. */
async function startAndQuery(postgres: TestPostgres | undefined): Promise<string> {
  expect(postgres).toBeDefined()
  const running = postgres as TestPostgres
  try {
    const store = await createPgStore(running.url)
    const { rows } = await store.query<{ one: number }>('select 1 as one')
    await store.close()
    expect(rows).toEqual([{ one: 1 }])
    return running.bin
  } finally {
    await running.stop()
  }
}

describe.skipIf(debianMajors.length === 0)('startTestPostgres finds the server binaries', () => {
  it('with nothing on PATH, in /usr/lib/postgresql/<major>/bin', async () => {
    const bin = await startAndQuery(await startTestPostgres({ path: '' }))
    expect(bin).toBe(join(debianRoot, debianMajors[0] as string, 'bin'))
  })

  it('the highest major first, by number (11 before 9.6), skipping a version without pg_ctl', async () => {
    const root = join(scratch, 'lib-postgresql')
    // 9.6 sorts first as text: its pg_ctl fails, and it has no initdb at all.
    mkdirSync(join(root, '9.6', 'bin'), { recursive: true })
    writeFileSync(join(root, '9.6', 'bin', 'pg_ctl'), '#!/bin/sh\nexit 1\n', { mode: 0o755 })
    // The installed server, seen as major 11.
    symlinkSync(join(debianRoot, debianMajors[0] as string), join(root, '11'))
    // A newer major whose server package is gone (client binaries only, say).
    mkdirSync(join(root, '30', 'bin'), { recursive: true })
    const bin = await startAndQuery(await startTestPostgres({ path: '', serverRoots: [root] }))
    expect(bin).toBe(join(debianRoot, debianMajors[0] as string, 'bin'))
  })

  it('undefined when neither PATH nor any root holds pg_ctl', async () => {
    const empty = join(scratch, 'empty')
    mkdirSync(empty)
    expect(
      await startTestPostgres({ path: empty, serverRoots: [empty, join(scratch, 'missing')] }),
    ).toBeUndefined()
  })
})
