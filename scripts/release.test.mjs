// The release command (`pnpm release`: `changeset version`, then `changeset publish`) run for real
// against a local npm registry: Verdaccio on loopback with no uplinks and a throwaway storage
// folder, on a temporary clone of this checkout's HEAD (the checkout's pending changesets stay
// where they are). Checks what a dapp would get from the registry: every public package at its
// planned version, changelogs, ranges between our packages, no private app, and that a second
// release after one patch changeset bumps only that package.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join, resolve } from 'node:path'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { bumpFor, nextVersion, pendingBumps, workspacePackages } from './release.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** The environment of every command: ours, without the npm/pnpm settings of whoever ran us. */
function cleanEnv(extra = {}) {
  const env = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(npm_|pnpm_|NPM_CONFIG_)/i.test(key)) env[key] = value
  }
  // pnpm from the repository's private cache when it is not on PATH (see scripts/airlock.mjs);
  // changesets runs `pnpm publish` by name.
  const cached = join(root, '.cache', 'pnpm', 'node_modules', '.bin')
  if (existsSync(cached)) env.PATH = `${env.PATH}${delimiter}${cached}`
  return { ...env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', CI: '1', ...extra }
}

/** Runs a command to its end; rejects with its output when it fails. */
function run(command, args, { cwd, env, timeoutMs = 900_000 }) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      if (code === 0) resolvePromise(output)
      else
        reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-6000)}`))
    })
  })
}

/** A port nobody listens on at this moment, on loopback. */
function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolvePromise(port))
    })
  })
}

/**
 * Starts Verdaccio with no uplinks (nothing is fetched from another registry) and its storage in
 * `dir`; resolves with its URL and a function that stops it.
 */
async function startRegistry(dir) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}/`
  writeFileSync(
    join(dir, 'verdaccio.yaml'),
    [
      `storage: ${JSON.stringify(join(dir, 'storage'))}`,
      'auth:',
      '  htpasswd:',
      `    file: ${JSON.stringify(join(dir, 'htpasswd'))}`,
      'uplinks: {}',
      'packages:',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  )
  const bin = join(root, 'node_modules', 'verdaccio', 'bin', 'verdaccio')
  const child = spawn(
    process.execPath,
    [bin, '--config', join(dir, 'verdaccio.yaml'), '--listen', `127.0.0.1:${port}`],
    { stdio: ['ignore', 'pipe', 'pipe'], env: cleanEnv() },
  )
  let log = ''
  child.stdout.on('data', (chunk) => {
    log += chunk
  })
  child.stderr.on('data', (chunk) => {
    log += chunk
  })
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`verdaccio exited:\n${log}`)
    const ok = await fetch(`${url}-/ping`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) throw new Error(`verdaccio did not answer in 30 s:\n${log}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  const stop = () =>
    new Promise((resolvePromise) => {
      if (child.exitCode !== null) return resolvePromise()
      child.once('close', () => resolvePromise())
      child.kill('SIGTERM')
    })
  return { url, stop }
}

/** Creates a throwaway user on the registry and returns its token. */
async function addUser(url) {
  const name = `release-${process.pid}`
  const response = await fetch(`${url}-/user/org.couchdb.user:${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: `pw-${Math.random().toString(36).slice(2)}` }),
  })
  assert.equal(response.status, 201, await response.clone().text())
  return (await response.json()).token
}

/** The registry's document of a package (all versions), or undefined when it has none. */
async function packument(url, name) {
  const response = await fetch(`${url}${name.replace('/', '%2f')}`)
  if (response.status === 404) return undefined
  assert.equal(response.status, 200, `${name}: ${response.status}`)
  return response.json()
}

/** The file list of a published tarball. */
async function tarballFiles(tarballUrl, dir) {
  const response = await fetch(tarballUrl)
  assert.equal(response.status, 200, tarballUrl)
  const file = join(dir, 'package.tgz')
  writeFileSync(file, Buffer.from(await response.arrayBuffer()))
  const list = await run('tar', ['-tzf', file], { cwd: dir, env: cleanEnv() })
  return list.split('\n').filter(Boolean)
}

/** The turbo cache of this checkout (a worktree shares its main checkout's), shared by the clone. */
async function turboCacheDir() {
  const common = (
    await run('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], {
      cwd: root,
      env: cleanEnv(),
    })
  ).trim()
  return join(dirname(common), '.turbo', 'cache')
}

/** The README's React setup, as a new dapp writes it. */
const APP_TSX = `import { createEvmAdapter } from '@airlock/adapter-evm'
import { base, mainnet, withCloudRpc } from '@airlock/core'
import { AirlockProvider, ConnectButton, NetworkButton, createAirlock } from '@airlock/react'

const cloud = { host: 'http://127.0.0.1:8787', projectId: 'airlock-demo' }
const networks = [mainnet, base].map((network) => withCloudRpc(network, cloud))

const airlock = createAirlock({
  projectId: cloud.projectId,
  networks,
  adapters: [createEvmAdapter({ networks })],
  metadata: { name: 'My dapp', description: '', url: 'https://example.org', icons: [] },
})

export function App() {
  return (
    <AirlockProvider airlock={airlock}>
      <ConnectButton />
      <NetworkButton />
    </AirlockProvider>
  )
}
`

/**
 * A new Vite + React dapp in an empty folder outside the workspace: npm installs our packages
 * from the local registry (a scoped registry line in the dapp's own .npmrc) and everything else
 * from the default registry; `build()` runs Vite.
 */
async function createFreshDapp(tmp, registryUrl) {
  const dapp = join(tmp, 'fresh-dapp')
  const demo = JSON.parse(readFileSync(join(root, 'apps', 'demo', 'package.json'), 'utf8'))
  const pin = (name) => demo.dependencies?.[name] ?? demo.devDependencies[name]
  const write = (file, text) => {
    mkdirSync(dirname(join(dapp, file)), { recursive: true })
    writeFileSync(join(dapp, file), text)
  }
  write('.npmrc', `@airlock:registry=${registryUrl}\n`)
  write(
    'package.json',
    `${JSON.stringify({ name: 'fresh-dapp', private: true, type: 'module' })}\n`,
  )
  write(
    'index.html',
    '<!doctype html>\n<html lang="en">\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n',
  )
  write(
    'vite.config.js',
    "import react from '@vitejs/plugin-react'\nimport { defineConfig } from 'vite'\n\nexport default defineConfig({ plugins: [react()] })\n",
  )
  write(
    'src/main.tsx',
    "import { createRoot } from 'react-dom/client'\nimport { App } from './App'\n\ncreateRoot(document.getElementById('root')!).render(<App />)\n",
  )
  write('src/App.tsx', APP_TSX)
  const npm = (args) =>
    run('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dapp,
      env: cleanEnv(),
      timeoutMs: 900_000,
    })
  await npm([
    'install',
    `react@${pin('react')}`,
    `react-dom@${pin('react-dom')}`,
    '@airlock/react',
    '@airlock/adapter-evm',
    '@airlock/core',
  ])
  await npm([
    'install',
    '--save-dev',
    `vite@${pin('vite')}`,
    `@vitejs/plugin-react@${pin('@vitejs/plugin-react')}`,
  ])
  return { dapp, npm, build: () => run('npx', ['vite', 'build'], { cwd: dapp, env: cleanEnv() }) }
}

/** The versions of every copy of `name` under a dapp's node_modules. */
function installedCopies(dapp, name) {
  const found = []
  const visit = (dir) => {
    const modules = join(dir, 'node_modules')
    if (!existsSync(modules)) return
    const own = join(modules, name, 'package.json')
    if (existsSync(own)) found.push(JSON.parse(readFileSync(own, 'utf8')).version)
    for (const entry of readdirSync(modules)) {
      if (entry.startsWith('.')) continue
      const dirs = entry.startsWith('@')
        ? readdirSync(join(modules, entry)).map((n) => join(modules, entry, n))
        : [join(modules, entry)]
      for (const pkgDir of dirs) visit(pkgDir)
    }
  }
  visit(dapp)
  return found
}

test('pnpm release publishes every public package to a local registry, then only what a patch changed', {
  timeout: 3_600_000,
}, async (t) => {
  const started = Date.now()
  const lap = (what) => t.diagnostic(`${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  const tmp = mkdtempSync(join(tmpdir(), 'airlock-release-'))
  const clone = join(tmp, 'repo')
  let registry
  t.after(async () => {
    await registry?.stop()
    rmSync(tmp, { recursive: true, force: true })
  })

  await run('git', ['clone', '--quiet', '--no-local', root, clone], { cwd: tmp, env: cleanEnv() })
  await run('git', ['config', 'user.email', 'release-test@airlock.invalid'], {
    cwd: clone,
    env: cleanEnv(),
  })
  await run('git', ['config', 'user.name', 'release test'], { cwd: clone, env: cleanEnv() })
  lap('cloned')
  await run('pnpm', ['install', '--offline', '--frozen-lockfile'], {
    cwd: clone,
    env: cleanEnv(),
  })
  lap('installed offline')

  const packages = workspacePackages(clone)
  const publicPackages = packages.filter((p) => !p.private)
  const privatePackages = packages.filter((p) => p.private)
  assert.ok(publicPackages.length >= 8, 'the public packages are found')
  assert.ok(
    privatePackages.some((p) => p.dir.startsWith('apps/')),
    'the apps are private',
  )
  // What the first release must give each public package, from the pending changesets.
  const bumps = pendingBumps(clone)
  const expected = new Map(
    publicPackages.map((p) => [p.name, nextVersion(p.version, bumpFor(p, bumps, packages))]),
  )

  await run(
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'build',
      ...publicPackages.map((p) => `--filter=${p.name}`),
      `--cache-dir=${await turboCacheDir()}`,
      // Same inputs, same outputs: what the clone builds also serves the checkout's next build.
      '--cache=local:rw',
      '--concurrency=2',
      '--output-logs=errors-only',
    ],
    { cwd: clone, env: cleanEnv(), timeoutMs: 1_800_000 },
  )
  lap('built the public packages')

  registry = await startRegistry(tmp)
  const token = await addUser(registry.url)
  const host = registry.url.replace(/^http:/, '')
  writeFileSync(join(tmp, '.npmrc'), `registry=${registry.url}\n${host}:_authToken=${token}\n`)
  const releaseEnv = cleanEnv({
    npm_config_userconfig: join(tmp, '.npmrc'),
    npm_config_registry: registry.url,
  })
  lap('registry up')

  await run('pnpm', ['run', 'release'], { cwd: clone, env: releaseEnv })
  lap('first release')

  const first = new Map()
  for (const pkg of publicPackages) {
    const doc = await packument(registry.url, pkg.name)
    assert.ok(doc, `${pkg.name} is published`)
    const version = expected.get(pkg.name)
    assert.notEqual(version, pkg.version, `${pkg.name} has pending changesets`)
    assert.deepEqual(Object.keys(doc.versions), [version], `${pkg.name} versions`)
    assert.equal(doc['dist-tags'].latest, version, `${pkg.name} latest`)
    first.set(pkg.name, doc.versions[version])
  }
  for (const pkg of privatePackages) {
    assert.equal(await packument(registry.url, pkg.name), undefined, `${pkg.name} stays private`)
    // Versioned with a changelog of their own (changesets may name an app beside a package),
    // and still private.
    const after = JSON.parse(readFileSync(join(clone, pkg.dir, 'package.json'), 'utf8'))
    assert.equal(after.private, true, `${pkg.name} stays private`)
  }
  for (const [name, manifest] of first) {
    for (const field of ['dependencies', 'peerDependencies', 'devDependencies']) {
      for (const [dep, range] of Object.entries(manifest[field] ?? {})) {
        assert.doesNotMatch(range, /^workspace:/, `${name} ${field}.${dep}`)
        // Ours: a caret range on the version published with it, so a dapp dedupes to one copy.
        if (first.has(dep) && field === 'dependencies') {
          assert.equal(range, `^${first.get(dep).version}`, `${name} -> ${dep}`)
        }
      }
    }
    const dir = publicPackages.find((p) => p.name === name).dir
    const changelog = readFileSync(join(clone, dir, 'CHANGELOG.md'), 'utf8')
    assert.match(changelog, new RegExp(`^## ${manifest.version.replaceAll('.', '\\.')}$`, 'm'))
    const files = await tarballFiles(manifest.dist.tarball, tmp)
    for (const required of ['package/package.json', 'package/CHANGELOG.md', 'package/LICENSE']) {
      assert.ok(files.includes(required), `${name} ships ${required}`)
    }
    // The servers (no `exports`) read their migrations and a stylesheet from src/ at run time.
    const server = manifest.exports === undefined
    for (const file of files) {
      if (server && /^package\/src\/.+\.(sql|css)$/.test(file)) continue
      assert.doesNotMatch(file, /\.(test|spec|stories)\.|^package\/src\//, `${name}: ${file}`)
    }
    if (!server)
      assert.ok(
        files.some((f) => f.startsWith('package/dist/') && f.endsWith('.d.ts')),
        `${name} ships types`,
      )
  }
  // The pending changesets were used up by `changeset version`; the checkout keeps its own.
  assert.deepEqual(
    readdirSync(join(clone, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md'),
    [],
  )
  assert.ok(readdirSync(join(root, '.changeset')).length > 2, "the checkout's changesets stay")

  // A new dapp installs what was published and builds, with one copy of each shared library.
  const fresh = await createFreshDapp(tmp, registry.url)
  lap('fresh dapp installed')
  for (const name of ['viem', '@wagmi/core', 'react', '@airlock/core', '@airlock/ui']) {
    assert.equal(installedCopies(fresh.dapp, name).length, 1, `one copy of ${name}`)
  }
  await fresh.build()
  assert.ok(
    readdirSync(join(fresh.dapp, 'dist', 'assets')).some((f) => f.endsWith('.js')),
    'the dapp is built',
  )
  lap('fresh dapp built')

  // Second release: one patch changeset for the UI kit; the React package depends on it with a
  // caret range that the patch satisfies, so it is not bumped, and nothing else is.
  await run('git', ['commit', '--quiet', '-am', 'release'], { cwd: clone, env: cleanEnv() })
  const patched = '@airlock/ui'
  writeFileSync(
    join(clone, '.changeset', 'release-test-patch.md'),
    `---\n'${patched}': patch\n---\n\nRelease test: a patch of the UI kit.\n`,
  )
  await run('pnpm', ['run', 'release'], { cwd: clone, env: releaseEnv })
  lap('second release')

  const patchVersion = nextVersion(first.get(patched).version, 'patch')
  for (const pkg of publicPackages) {
    const doc = await packument(registry.url, pkg.name)
    const before = first.get(pkg.name).version
    if (pkg.name === patched) {
      assert.deepEqual(Object.keys(doc.versions), [before, patchVersion])
      assert.equal(doc['dist-tags'].latest, patchVersion)
      const changelog = readFileSync(join(clone, pkg.dir, 'CHANGELOG.md'), 'utf8')
      assert.match(
        changelog,
        /## \d+\.\d+\.\d+\n\n### Patch Changes\n\n- [0-9a-f]*:? ?Release test/,
      )
    } else {
      assert.deepEqual(Object.keys(doc.versions), [before], `${pkg.name} is not bumped`)
    }
  }
  // The dapp upgrades to the patch with a plain `npm update`, and still builds.
  await fresh.npm(['update'])
  assert.deepEqual(installedCopies(fresh.dapp, patched), [patchVersion])
  await fresh.build()
  lap('fresh dapp upgraded and rebuilt')
  const react = await packument(registry.url, '@airlock/react')
  const uiRange = react.versions[react['dist-tags'].latest].dependencies[patched]
  assert.equal(uiRange, `^${first.get(patched).version}`)
  assert.ok(
    patchVersion.startsWith(uiRange.slice(1).replace(/\.\d+$/, '.')),
    'the patch is inside the range',
  )
  lap('checked')
})
