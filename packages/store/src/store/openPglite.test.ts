import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { openPglite } from './openPglite'

const root = await mkdtemp(join(tmpdir(), 'airlock-open-pglite-'))
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

it('fills a new folder from the template dump instead of running initdb', async () => {
  // A template with a marker table proves the new folder came from it.
  const source = await openPglite(join(root, 'source'), {})
  await source.exec('create table marker (v text); insert into marker values ($$from the dump$$)')
  const template = join(root, 'marked.tar.gz')
  await writeFile(template, Buffer.from(await (await source.dumpDataDir('gzip')).arrayBuffer()))
  await source.close()

  const db = await openPglite(join(root, 'copy'), {}, template)
  expect((await db.query('select v from marker')).rows).toEqual([{ v: 'from the dump' }])
  await db.close()
  // Reopened: the folder's own data, not the template again.
  const again = await openPglite(join(root, 'copy'), {}, join(root, 'no-such-template'))
  expect((await again.query('select count(*)::int as n from marker')).rows).toEqual([{ n: 1 }])
  await again.close()
})

it('runs initdb when the dump is damaged, and writes a good one', async () => {
  const template = join(root, 'damaged.tar.gz')
  await writeFile(template, 'not a tarball')
  const db = await openPglite(join(root, 'fresh'), {}, template)
  expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }])
  await db.close()
  const written = await readFile(template)
  expect(written.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]))
})
