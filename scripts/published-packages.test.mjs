// What each public package puts in a dapp's node_modules: the package.json fields a registry and
// a bundler read, peer dependencies for the libraries a dapp already has, no dependency the built
// code does not import (and none it imports undeclared), and no test double in a runtime entry.
// The dist checks run on the built packages (the root test command builds before this step).
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { workspacePackages } from './release.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const publicPackages = workspacePackages(root).filter((p) => !p.private)
/** Libraries a dapp has itself: one copy, the dapp's, so never a dependency of ours. */
const PEERS = ['viem', '@wagmi/core', '@solana/web3.js', 'react', 'react-dom']
/**
 * The servers (`@airlock/cloud`, `@airlock/secure-site`): published so that `@airlock/services`
 * can run them, never imported by a dapp, so they have no `exports`, and viem is their own
 * dependency, not a peer.
 */
const isServer = (pkg) => pkg.json.exports === undefined
/** Entries made for tests, where doubles belong. */
const isTestEntry = (pkg, key) => pkg.name === '@airlock/testing' || key === './testing'

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })

/**
 * Package names a built file imports (static, re-export, dynamic). Bare builtin names stay in:
 * a browser package's `buffer` is the npm package of that name.
 */
function importedPackages(source) {
  const names = new Set()
  const specifiers = source.matchAll(
    /(?:^|[\s;}])(?:import|export)\s*(?:[\w*{}\s,$]*?\bfrom\s*)?\(?\s*['"]([^'"\s]+)['"]/gm,
  )
  for (const [, spec] of specifiers) {
    if (spec.startsWith('.') || spec.startsWith('node:')) continue
    names.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0])
  }
  return names
}

test('every public package has the fields a registry and a dapp need', () => {
  const license = readFileSync(join(root, 'LICENSE'), 'utf8')
  const repositories = new Set()
  assert.ok(publicPackages.length >= 8)
  for (const pkg of publicPackages) {
    const { json } = pkg
    assert.equal(json.license, 'MIT', pkg.name)
    assert.equal(readFileSync(join(root, pkg.dir, 'LICENSE'), 'utf8'), license, pkg.name)
    assert.equal(json.type, 'module', pkg.name)
    assert.deepEqual(json.repository?.directory, pkg.dir, pkg.name)
    repositories.add(json.repository.url)
    for (const file of ['dist', 'README.md', 'CHANGELOG.md']) {
      assert.ok(json.files.includes(file), `${pkg.name} files: ${file}`)
    }
    for (const [dep, range] of Object.entries(json.dependencies ?? {})) {
      if (dep.startsWith('@airlock/')) assert.equal(range, 'workspace:^', `${pkg.name} -> ${dep}`)
    }
    if (isServer(pkg)) {
      assert.equal(json.private, undefined, `${pkg.name} is published`)
      assert.ok(existsSync(join(root, pkg.dir, 'src', 'main.ts')), `${pkg.name} is a server`)
      continue
    }
    assert.ok(json.sideEffects === false || Array.isArray(json.sideEffects), pkg.name)
    for (const [key, target] of Object.entries(json.exports)) {
      if (key === './package.json') continue
      assert.match(target.types, /^\.\/dist\/.+\.d\.ts$/, `${pkg.name} ${key} types`)
      assert.match(target.import, /^\.\/dist\/.+\.js$/, `${pkg.name} ${key} ESM`)
    }
    for (const dep of Object.keys(json.dependencies ?? {})) {
      assert.ok(!PEERS.includes(dep), `${pkg.name}: ${dep} is a peer dependency`)
    }
    for (const [dep, range] of Object.entries(json.peerDependencies ?? {})) {
      if (!PEERS.includes(dep)) continue
      assert.match(range, /^(\^|>=)\d/, `${pkg.name} peer ${dep} is a range`)
      assert.ok(json.devDependencies?.[dep], `${pkg.name} develops against ${dep}`)
    }
  }
  assert.equal(repositories.size, 1, 'one repository')
})

test('built packages import exactly their dependencies and peer dependencies', (t) => {
  for (const pkg of publicPackages) {
    const dist = join(root, pkg.dir, 'dist')
    if (!existsSync(dist)) {
      t.diagnostic(`${pkg.name} is not built: skipped`)
      continue
    }
    const { json } = pkg
    const declared = new Set([
      ...Object.keys(json.dependencies ?? {}),
      ...Object.keys(json.peerDependencies ?? {}),
      json.name,
    ])
    const runtime = new Set()
    const types = new Set()
    let code = ''
    for (const file of files(dist)) {
      // A server's browser bundle (the secure site's frame page) has every import inlined.
      if (file.endsWith('.js') && !(isServer(pkg) && file.endsWith('frame.js'))) {
        const source = readFileSync(file, 'utf8')
        code += source
        for (const n of importedPackages(source)) runtime.add(n)
      }
      if (file.endsWith('.d.ts'))
        for (const n of importedPackages(readFileSync(file, 'utf8'))) types.add(n)
    }
    for (const name of runtime) {
      if (builtinModules.includes(name)) continue
      assert.ok(declared.has(name), `${pkg.name} imports ${name} undeclared`)
    }
    // A server, or a command (`bin`), also finds files of its dependencies by name at run time
    // (`createRequire(...).resolve('simple-icons')`, `import(\`@web3icons/core/svgs/...\`)`).
    const named = (dep) =>
      (isServer(pkg) || json.bin !== undefined) && new RegExp(`["'\`]${dep}["'/\`]`).test(code)
    for (const dep of Object.keys(json.dependencies ?? {})) {
      assert.ok(
        runtime.has(dep) || types.has(dep) || named(dep),
        `${pkg.name}: ${dep} is in dependencies but the built code never imports it (a devDependency?)`,
      )
    }
  }
})

test('no runtime entry exports a test double', (t) => {
  const double = /^(createTest|createMock|Test[A-Z]|Mock[A-Z]|TEST_)/
  let checked = 0
  for (const pkg of publicPackages) {
    for (const [key, target] of Object.entries(pkg.json.exports ?? {})) {
      if (key === './package.json' || isTestEntry(pkg, key)) continue
      const file = join(root, pkg.dir, target.types)
      if (!existsSync(file)) {
        t.diagnostic(`${pkg.name} ${key} is not built: skipped`)
        continue
      }
      const source = readFileSync(file, 'utf8')
      const names = [...source.matchAll(/^export\s*(?:type\s*)?\{([^}]*)\}/gm)].flatMap(
        ([, list]) =>
          list
            .split(',')
            .map((item) => item.trim().replace(/^type\s+/, ''))
            .filter(Boolean)
            .map((item) => item.split(/\s+as\s+/).pop()),
      )
      const declared = [
        ...source.matchAll(
          /^export\s+(?:declare\s+)?(?:const|function|class|type|interface)\s+(\w+)/gm,
        ),
      ].map(([, name]) => name)
      for (const name of [...names, ...declared]) {
        assert.doesNotMatch(name, double, `${pkg.name}${key.slice(1)} exports ${name}`)
      }
      checked++
    }
  }
  t.diagnostic(`${checked} runtime entries checked`)
})

test('built packages cite no document a dapp developer cannot see', (t) => {
  // The repository's own documents (the spec, its readings, the design and style notes) and its
  // issues are not published: a comment that reaches a dapp's editor or bundle describes the
  // behaviour itself.
  const internal = /SPEC\.md|SPEC-READINGS|DESIGN\.md|NOTES\.md|STYLE\.md|\b[Ii]ssues? #?\d+\b/
  let checked = 0
  for (const pkg of publicPackages) {
    const dist = join(root, pkg.dir, 'dist')
    if (!existsSync(dist)) {
      t.diagnostic(`${pkg.name} is not built: skipped`)
      continue
    }
    for (const file of files(dist)) {
      if (!file.endsWith('.js') && !file.endsWith('.d.ts')) continue
      const lines = readFileSync(file, 'utf8').split('\n')
      const line = lines.findIndex((text) => internal.test(text))
      assert.equal(line, -1, `${file.slice(root.length + 1)}:${line + 1}: ${lines[line]?.trim()}`)
      checked++
    }
  }
  t.diagnostic(`${checked} built files checked`)
})

test('a built package reports the version it is published as', async (t) => {
  for (const pkg of publicPackages) {
    const dist = join(root, pkg.dir, 'dist')
    if (!existsSync(dist)) continue
    for (const file of files(dist).filter((f) => f.endsWith('.js'))) {
      assert.ok(
        !readFileSync(file, 'utf8').includes('__AIRLOCK_VERSION__'),
        `${file} kept the placeholder`,
      )
    }
  }
  const built = [
    [
      '@airlock/core',
      'constants/sdk.js',
      (m, v) => assert.equal(m.SDK_VERSION, `react-airlock-${v}`),
    ],
    ['@airlock/siwx', 'stores/cloudUrl.js', (m, v) => assert.equal(m.SIWX_SDK.sv, `siwx-${v}`)],
  ]
  for (const [name, path, check] of built) {
    const pkg = publicPackages.find((p) => p.name === name)
    const file = join(root, pkg.dir, 'dist', path)
    if (!existsSync(file)) {
      t.diagnostic(`${name} is not built: skipped`)
      continue
    }
    check(await import(file), pkg.json.version)
  }
})
