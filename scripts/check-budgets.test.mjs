import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { checkBudgets, demoFirstLoad, measureImport } from './check-budgets.mjs'

const script = join(dirname(fileURLToPath(import.meta.url)), 'check-budgets.mjs')

// Text that does not compress away, so sizes differ clearly after gzip.
const noise = (bytes, seed) => {
  let x = seed
  let out = ''
  while (out.length < bytes) {
    x = (x * 1103515245 + 12345) % 2147483648
    out += x.toString(36)
  }
  return out.slice(0, bytes)
}

function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'airlock-budgets-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content))
  }
  return root
}

// A built package as a dapp finds it: an exports map, no side effects, one large export, one small
// export, one export that loads its weight with import(), and React as a peer.
const fixturePackage = {
  'packages/tiny/package.json': {
    name: '@fixture/tiny',
    type: 'module',
    sideEffects: false,
    exports: { '.': { import: './dist/index.js' } },
    peerDependencies: { react: '>=18' },
  },
  'packages/tiny/dist/index.js': [
    "import { createElement } from 'react'",
    "export const small = () => 'small'",
    `export const big = () => '${noise(20000, 1)}'`,
    "export const lazy = () => import('./heavy.js')",
    "export const usesPeer = () => createElement('div')",
  ].join('\n'),
  'packages/tiny/dist/heavy.js': `export const heavy = '${noise(20000, 2)}'`,
}

test('an import pays for what it uses: unused exports are shaken off, import() is lazy, peers are external', async () => {
  const root = tree(fixturePackage)
  try {
    const small = await measureImport({ root, specifier: '@fixture/tiny', name: 'small' })
    const big = await measureImport({ root, specifier: '@fixture/tiny', name: 'big' })
    const lazy = await measureImport({ root, specifier: '@fixture/tiny', name: 'lazy' })
    const usesPeer = await measureImport({ root, specifier: '@fixture/tiny', name: 'usesPeer' })
    assert.ok(small.initial < 200, `small costs ${small.initial}`)
    assert.ok(big.initial > 10000, `big costs ${big.initial}`)
    assert.ok(lazy.initial < 300, `lazy's entry costs ${lazy.initial}`)
    assert.ok(lazy.lazy > 10000, `lazy's import() target costs ${lazy.lazy}`)
    // React is not installed in the fixture: bundling it would fail, external it costs nothing.
    assert.ok(usesPeer.initial < 300, `usesPeer costs ${usesPeer.initial}`)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test('an exceeded budget fails the check and names the import, its size and the excess', () => {
  const root = tree({
    ...fixturePackage,
    'budgets.json': {
      imports: [
        { specifier: '@fixture/tiny', name: 'small', gzip: 1000 },
        { specifier: '@fixture/tiny', name: 'big', gzip: 2048 },
      ],
    },
  })
  try {
    const run = spawnSync('node', [script, '--root', root], { encoding: 'utf8' })
    assert.equal(run.status, 1)
    assert.match(run.stdout, /ok {4}import \{ small \} from '@fixture\/tiny'/)
    assert.match(
      run.stderr,
      /import \{ big \} from '@fixture\/tiny' grew past its budget: [\d.]+ KiB gzip, budget 2\.0 KiB, over by \d+ bytes/,
    )
    assert.doesNotMatch(run.stderr, /\{ small \}/)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test('budgets that hold pass; a package without a build fails with a message; a wrong name fails', async () => {
  const root = tree({
    ...fixturePackage,
    'packages/unbuilt/package.json': {
      name: '@fixture/unbuilt',
      exports: { '.': { import: './dist/index.js' } },
    },
  })
  try {
    const budgets = (imports) => {
      const file = join(root, 'budgets.json')
      writeFileSync(file, JSON.stringify({ imports }))
      return file
    }
    const holding = await checkBudgets({
      root,
      budgetsFile: budgets([{ specifier: '@fixture/tiny', name: 'big', gzip: 100000 }]),
    })
    assert.deepEqual(holding.failures, [])

    const unbuilt = await checkBudgets({
      root,
      budgetsFile: budgets([{ specifier: '@fixture/unbuilt', name: 'anything', gzip: 1 }]),
    })
    assert.equal(unbuilt.failures.length, 1)
    assert.match(unbuilt.lines[0], /^FAIL {2}.*@fixture\/unbuilt has no build/)

    const misnamed = await checkBudgets({
      root,
      budgetsFile: budgets([{ specifier: '@fixture/tiny', name: 'renamed', gzip: 100000 }]),
    })
    assert.equal(misnamed.failures.length, 1)
    assert.match(misnamed.failures[0], /\{ renamed \}.*cannot bundle it/)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test("the demo's first load is the entry, its preloads and static imports, never an import() target", () => {
  const root = tree({
    'dist/index.html':
      '<script type="module" crossorigin src="/assets/index-a.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">',
    'dist/assets/index-a.js': `import{v}from"./vendor-b.js";import"./polyfill-c.js";const m=()=>import("./Modal-d.js");export{m}`,
    'dist/assets/vendor-b.js': `export const v='${noise(5000, 3)}'`,
    'dist/assets/polyfill-c.js': 'globalThis.p=1',
    'dist/assets/Modal-d.js': `export const modal='${noise(5000, 4)}'`,
  })
  try {
    const files = demoFirstLoad(join(root, 'dist'))
    assert.deepEqual(files.map(({ file }) => file).sort(), [
      'assets/index-a.js',
      'assets/polyfill-c.js',
      'assets/vendor-b.js',
    ])
    assert.ok(files.every(({ gzip }) => gzip > 0))
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test("the demo's goal is reported, met or not, and only its budget fails", async () => {
  const { compareWithBudgets } = await import('./check-budgets.mjs')
  const over = compareWithBudgets([{ label: 'demo', gzip: 2048, budget: 4096, goal: 1024 }])
  assert.deepEqual(over.failures, [])
  assert.match(over.lines[1], /goal 1\.0 KiB: NOT met, 1\.0 KiB over/)
  const met = compareWithBudgets([{ label: 'demo', gzip: 512, budget: 4096, goal: 1024 }])
  assert.match(met.lines[1], /goal 1\.0 KiB: met/)
})

test('budgets.json names every package CI must budget, and the demo with the 150 KiB goal', async () => {
  const { readFileSync } = await import('node:fs')
  const root = resolve(dirname(script), '..')
  const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8'))
  const packages = new Set(
    budgets.imports.map(({ specifier }) => specifier.split('/', 2).join('/')),
  )
  for (const name of ['@airlock/core', '@airlock/react', '@airlock/adapter-evm'])
    assert.ok(packages.has(name), name)
  assert.ok([...packages].some((name) => name.startsWith('@airlock/wallet-frame')))
  assert.equal(budgets.demo.goal, 150 * 1024)
  assert.ok(budgets.demo.gzip > 0)
  // Issue 17: a Solana-only dapp carries no viem, no wagmi and no EVM adapter in any chunk, lazy
  // ones included (core's send, swap and names code loads on use but is still in the bundle).
  const solanaOnly = budgets.dapps.find(({ name }) => name.startsWith('Solana-only dapp'))
  assert.ok(solanaOnly?.code.includes('@airlock/adapter-solana'))
  assert.ok(!solanaOnly.code.includes('@airlock/adapter-evm'))
  for (const banned of ['viem', 'wagmi', '@wagmi/core', '@airlock/adapter-evm'])
    assert.ok(solanaOnly.forbid.includes(banned), banned)
  assert.ok(!(solanaOnly.forbidFirstLoad ?? []).includes('viem'), 'viem is banned from every chunk')
})

test('a dapp is measured from its source: a forbidden package in any chunk fails, one forbidden in the first load fails only there', async () => {
  // A dapp folder with two npm packages in node_modules: `heavy-sdk` loaded by import() only,
  // `tiny-util` at once; and a workspace package reached through its package.json name.
  const root = tree({
    'apps/dapp/package.json': { name: 'dapp', type: 'module' },
    'apps/dapp/node_modules/heavy-sdk/package.json': {
      name: 'heavy-sdk',
      type: 'module',
      exports: './index.js',
    },
    'apps/dapp/node_modules/heavy-sdk/index.js': `export const sdk = '${noise(5000, 3)}'`,
    'apps/dapp/node_modules/tiny-util/package.json': {
      name: 'tiny-util',
      type: 'module',
      exports: './index.js',
    },
    'apps/dapp/node_modules/tiny-util/index.js': "export const util = () => 'util'",
    'apps/dapp/lib/package.json': { name: '@fixture/lib', type: 'module' },
    'apps/dapp/lib/index.js': "export const lib = () => 'lib'",
  })
  const code = [
    "import { util } from 'tiny-util'",
    "import { lib } from './lib/index.js'",
    "export const run = () => [util(), lib(), import('heavy-sdk')]",
  ].join('\n')
  const check = (dapp) => {
    const file = join(root, 'budgets.json')
    writeFileSync(
      file,
      JSON.stringify({
        dapps: [{ name: 'fixture dapp', dir: 'apps/dapp', code, gzip: 100000, ...dapp }],
      }),
    )
    return checkBudgets({ root, budgetsFile: file })
  }
  try {
    assert.deepEqual(
      (await check({ forbid: ['wagmi'], forbidFirstLoad: ['heavy-sdk'] })).failures,
      [],
    )
    const lazyForbidden = await check({ forbid: ['heavy-sdk'] })
    assert.match(lazyForbidden.failures[0] ?? '', /fixture dapp.*carries heavy-sdk,/)
    const firstLoad = await check({ forbidFirstLoad: ['tiny-util'] })
    assert.match(firstLoad.failures[0] ?? '', /carries tiny-util \(first load\)/)
    const workspace = await check({ forbid: ['@fixture/lib'] })
    assert.match(workspace.failures[0] ?? '', /carries @fixture\/lib,/)
    const over = await check({ gzip: 10 })
    assert.match(over.failures[0] ?? '', /fixture dapp \(first load\) grew past its budget/)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test('a package a workspace library reaches only in a lazy chunk of its own is found by `forbid`, not by `forbidFirstLoad`', async () => {
  // The shape that hid viem in a Solana-only dapp: the dapp imports a library at once, the library
  // loads a feature with import(), and that feature imports an npm package.
  const root = tree({
    'apps/dapp/package.json': { name: 'dapp', type: 'module' },
    'apps/dapp/node_modules/evm-sdk/package.json': {
      name: 'evm-sdk',
      type: 'module',
      exports: './index.js',
    },
    'apps/dapp/node_modules/evm-sdk/index.js': `export const parse = () => '${noise(3000, 4)}'`,
    'apps/dapp/kit/package.json': { name: '@fixture/kit', type: 'module' },
    'apps/dapp/kit/index.js': "export const openSend = () => import('./send.js')",
    'apps/dapp/kit/send.js': "import { parse } from 'evm-sdk'\nexport const send = () => parse()",
  })
  const code = "import { openSend } from './kit/index.js'\nexport const run = () => openSend()"
  const check = (dapp) => {
    const file = join(root, 'budgets.json')
    writeFileSync(
      file,
      JSON.stringify({
        dapps: [{ name: 'fixture dapp', dir: 'apps/dapp', code, gzip: 100000, ...dapp }],
      }),
    )
    return checkBudgets({ root, budgetsFile: file })
  }
  try {
    assert.deepEqual((await check({ forbidFirstLoad: ['evm-sdk'] })).failures, [])
    const anyChunk = await check({ forbid: ['evm-sdk'] })
    assert.equal(anyChunk.failures.length, 1)
    assert.match(
      anyChunk.failures[0],
      /fixture dapp \(first load\): carries evm-sdk, which it must not/,
    )
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})
