import assert from 'node:assert/strict'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from 'node:test'
import { checkCodeBlocks, docsRoot, extractCodeBlocks, parseMeta } from './codeBlocks.mjs'

test('extracts fenced blocks with language, meta, first line and dedented code', () => {
  const page = [
    '# Page',
    '',
    '```tsx title="App.tsx" preamble=react',
    'const a = 1',
    '```',
    '',
    '- a list item',
    '',
    '  ```ts',
    '  const b = 2',
    '    const c = 3',
    '  ```',
    '',
    '````md',
    '```ts',
    'inside a four-backtick block',
    '```',
    '````',
  ].join('\n')
  const blocks = extractCodeBlocks(page)
  assert.deepEqual(
    blocks.map(({ lang, line, code }) => ({ lang, line, code })),
    [
      { lang: 'tsx', line: 4, code: 'const a = 1' },
      { lang: 'ts', line: 10, code: 'const b = 2\n  const c = 3' },
      { lang: 'md', line: 15, code: '```ts\ninside a four-backtick block\n```' },
    ],
  )
  assert.deepEqual(parseMeta(blocks[0].meta), { title: 'App.tsx', preamble: 'react' })
})

test('an unclosed block is an error', () => {
  assert.throws(() => extractCodeBlocks('```ts\nconst a = 1\n'), /never closed/)
})

test('a block with a wrong option name fails and names the page and line; a good one passes', async () => {
  const root = join(docsRoot, '.code-blocks-test')
  const docsDir = join(root, 'docs')
  await rm(root, { recursive: true, force: true })
  await mkdir(join(docsDir, 'nested'), { recursive: true })
  const good = [
    '```tsx',
    "import { mainnet } from '@airlock/core'",
    "import { createAirlock } from '@airlock/react'",
    '',
    "export const airlock = createAirlock({ projectId: 'p', networks: [mainnet] })",
    '```',
  ].join('\n')
  const bad = [
    'Some text.',
    '',
    '```ts',
    "import { mainnet } from '@airlock/core'",
    "import { createAirlock } from '@airlock/react'",
    '',
    "export const airlock = createAirlock({ projectID: 'p', networks: [mainnet] })",
    '```',
    '',
    '```ts skip-check',
    'this is not TypeScript',
    '```',
  ].join('\n')
  try {
    await writeFile(join(docsDir, 'good.md'), good)
    const passing = await checkCodeBlocks({ docsDir, outDir: join(root, 'out') })
    assert.deepEqual(passing, { blocks: 1, skipped: 0, errors: [] })

    await writeFile(join(docsDir, 'nested', 'bad.mdx'), bad)
    const failing = await checkCodeBlocks({
      docsDir,
      outDir: join(root, 'out'),
      allowSkipCheck: true,
    })
    assert.equal(failing.blocks, 2)
    assert.equal(failing.skipped, 1)
    assert.equal(failing.errors.length, 1, failing.errors.join('\n'))
    assert.match(
      failing.errors[0],
      /^\.code-blocks-test\/docs\/nested\/bad\.mdx:7:\d+: error TS2561: .*projectID/,
    )
  } finally {
    await rm(root, { recursive: true, force: true })
  }
})

test('a skip-check block is left unchecked, and is an error unless allowed', async () => {
  const root = join(docsRoot, '.code-blocks-test-skip')
  const docsDir = join(root, 'docs')
  await rm(root, { recursive: true, force: true })
  await mkdir(docsDir, { recursive: true })
  await writeFile(
    join(docsDir, 'page.md'),
    ['Text.', '', '```ts skip-check', 'this is not TypeScript', '```', ''].join('\n'),
  )
  try {
    const allowed = await checkCodeBlocks({
      docsDir,
      outDir: join(root, 'out'),
      allowSkipCheck: true,
    })
    assert.deepEqual(allowed, { blocks: 0, skipped: 1, errors: [] })
    const denied = await checkCodeBlocks({ docsDir, outDir: join(root, 'out') })
    assert.equal(denied.skipped, 1)
    assert.equal(denied.errors.length, 1, denied.errors.join('\n'))
    assert.match(denied.errors[0], /docs\/page\.md:3: error: skip-check is not allowed/)
  } finally {
    await rm(root, { recursive: true, force: true })
  }
})

test('a preamble is put before the block, unseen, and errors still point into the page', async () => {
  const root = join(docsRoot, '.code-blocks-test-preamble')
  const docsDir = join(root, 'docs')
  await rm(root, { recursive: true, force: true })
  await mkdir(docsDir, { recursive: true })
  await mkdir(join(root, 'pre'), { recursive: true })
  await writeFile(join(root, 'pre', 'value.ts'), 'declare const value: number\n')
  await writeFile(
    join(docsDir, 'page.md'),
    '```ts preamble=value\nconst n: number = value\nconst s: string = value\n```\n',
  )
  try {
    const result = await checkCodeBlocks({
      docsDir,
      outDir: join(root, 'out'),
      preambleDir: join(root, 'pre'),
    })
    assert.equal(result.errors.length, 1, result.errors.join('\n'))
    assert.match(result.errors[0], /docs\/page\.md:3:\d+: error TS2322/)
  } finally {
    await rm(root, { recursive: true, force: true })
  }
})

test('titled blocks of a page are sibling files; a title seen again starts the next app', async () => {
  const root = join(docsRoot, '.code-blocks-test-titles')
  const docsDir = join(root, 'docs')
  await rm(root, { recursive: true, force: true })
  await mkdir(docsDir, { recursive: true })
  const fence = '```'
  await writeFile(
    join(docsDir, 'page.md'),
    [
      `${fence}ts title="src/main.ts"`,
      "import { answer } from './answer'",
      'const n: number = answer',
      fence,
      `${fence}ts title="src/answer.ts"`,
      'export const answer = 42',
      fence,
      `${fence}ts title="src/answer.ts"`,
      "export const answer: number = 'second app'",
      fence,
      '',
    ].join('\n'),
  )
  try {
    const result = await checkCodeBlocks({ docsDir, outDir: join(root, 'out') })
    assert.equal(result.blocks, 3)
    // main.ts finds its sibling; the second answer.ts is its own app and its error is its own line.
    assert.equal(result.errors.length, 1, result.errors.join('\n'))
    assert.match(result.errors[0], /docs\/page\.md:9:\d+: error TS2322/)
  } finally {
    await rm(root, { recursive: true, force: true })
  }
})
