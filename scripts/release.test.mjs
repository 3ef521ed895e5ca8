// The release command (`pnpm release`: `changeset version`, then `changeset publish`) run for real
// against a local npm registry: Verdaccio on loopback with no uplinks and a throwaway storage
// folder, on a temporary clone of this checkout's HEAD (the checkout's pending changesets stay
// where they are). Checks what a dapp would get from the registry: every public package at its
// planned version, changelogs, ranges between our packages, no private app, and that a second
// release after one patch changeset bumps only that package.
// Between the two releases, two new dapps follow the Getting Started page (apps/docs) step by
// step in a folder outside the workspace: `npm create vite@latest` (the template of the day), its
// `npm install` lines (our packages from the local registry), its files, `npx airlock-services`
// from the registry, and `npm run dev`, in which Chromium connects the mock EVM and mock Solana
// wallets. The template's `npm run build` (`tsc -b`, then `vite build`) type-checks the page's code
// against our published types and gives the bundles checked for what they carry. After the patch
// release the EVM dapp upgrades with `npm update` and builds again.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join, resolve } from 'node:path'
import { test } from 'node:test'
import { fileURLToPath, pathToFileURL } from 'node:url'
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

/**
 * The Getting Started page of the docs, as a reader follows it: each part (the EVM app, then the
 * "A Solana app instead" section) is its shell commands, in order, and the files it has the reader
 * write (the code blocks with a `title`, keyed by path). The Solana part changes only what it shows.
 */
function gettingStarted() {
  const page = readFileSync(join(root, 'apps', 'docs', 'docs', 'getting-started.md'), 'utf8')
  const [evmText, solanaText] = page.split(/^## A Solana app instead$/m)
  assert.ok(solanaText, 'the page has its Solana section')
  const part = (text) => {
    const commands = []
    const files = new Map()
    for (const [, lang, info, body] of text.matchAll(/^```(\w+)([^\n]*)\n([\s\S]*?)^```$/gm)) {
      const title = /title="([^"]+)"/.exec(info)?.[1]
      if (title) files.set(title, body)
      else if (lang === 'bash') commands.push(...body.split('\n').filter((line) => line.trim()))
    }
    return { commands, files }
  }
  const evm = part(evmText)
  const solana = part(solanaText)
  // A Solana app starts as the page does (create the app), installs what its section says, and
  // then "the rest is the same": the services and `npm run dev`.
  const installs = evm.commands.filter((c) => c.startsWith('npm install'))
  const create = evm.commands.slice(0, evm.commands.indexOf(installs[0]))
  const rest = evm.commands.slice(evm.commands.indexOf(installs.at(-1)) + 1)
  return {
    evm,
    solana: {
      commands: [...create, ...solana.commands, ...rest],
      files: new Map([...evm.files, ...solana.files]),
    },
  }
}

/** The ports `airlock-services` uses by default (its README), moved by `--port-offset`. */
const SERVICE_PORTS = { cloud: 8787, site: 8788, relay: 8789, oidc: 8790, solana: 8899 }
const OTHER_SERVICE_PORTS = [8545, 8546, 2525, 8025]

/** Resolves true when `port` can be bound on 127.0.0.1 now. */
function isPortFree(port) {
  return new Promise((resolvePromise) => {
    const server = createServer()
    server.once('error', () => resolvePromise(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolvePromise(true)))
  })
}

/** An offset at which every port of the services is free (the defaults may be in use here). */
async function freeServicesOffset() {
  for (let attempt = 0; attempt < 50; attempt++) {
    const offset = 10_000 + Math.floor(Math.random() * 40) * 500
    const ports = [...Object.values(SERVICE_PORTS), ...OTHER_SERVICE_PORTS].map((p) => p + offset)
    if ((await Promise.all(ports.map(isPortFree))).every(Boolean)) return offset
  }
  throw new Error('no free port offset for the services')
}

/** Spawns a long-running command in its own process group; `stop()` sends SIGTERM to the group. */
function spawnGroup(command, args, { cwd, env }) {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise((resolvePromise) =>
    child.once('exit', (code, signal) => resolvePromise(code ?? signal)),
  )
  return {
    output: () => output,
    exited,
    async waitFor(pattern, timeoutMs, what) {
      const deadline = Date.now() + timeoutMs
      while (!pattern.test(output)) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`${what} exited:\n${output.slice(-6000)}`)
        if (Date.now() > deadline)
          throw new Error(`${what}: no ${pattern} in ${timeoutMs} ms:\n${output.slice(-6000)}`)
        await new Promise((r) => setTimeout(r, 200))
      }
      return pattern.exec(output)
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        process.kill(-child.pid, 'SIGTERM')
        const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 30_000)
        await exited
        clearTimeout(timer)
      }
      return exited
    },
  }
}

/**
 * A new Vite + React dapp made the way the Getting Started page says, command by command, in the
 * empty folder `home` outside the workspace: `npm create vite` scaffolds the app (the template of
 * the day: its Vite, React, TypeScript and scripts), `cd` enters it, every `npm install` line is
 * run as written (our packages come from the local registry through the dapp's .npmrc, written
 * before the first of them; everything else from npm's default registry), and the titled code
 * blocks are written where their titles say. `npx airlock-services` and `npm run dev` are long
 * running: they are returned for the test to start (on free ports). A command the test does not
 * know fails the test, naming it.
 */
async function createDappFromPage(home, part, registryUrl) {
  mkdirSync(home, { recursive: true })
  let cwd = home
  const npm = (args) =>
    run('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd,
      env: cleanEnv(),
      timeoutMs: 900_000,
    })
  const steps = { servicesCommand: undefined, devCommand: undefined }
  let registryWritten = false
  for (const command of part.commands) {
    const args = command.split(' ')
    if (/^npm create vite@latest \S+ -- --template [a-z-]+$/.test(command)) {
      // As written, plus `--yes`: without a terminal npm does not ask whether to download
      // create-vite, it cancels ("npx canceled due to missing packages and no YES option").
      // Nothing is appended after the `--`: that part goes to create-vite.
      await run('npm', ['create', '--yes', ...args.slice(2)], {
        cwd,
        env: cleanEnv(),
        timeoutMs: 300_000,
      })
    } else if (/^cd \S+$/.test(command)) {
      cwd = join(cwd, args[1])
      assert.ok(existsSync(join(cwd, 'package.json')), `${command}: into the app it created`)
    } else if (/^npm install( --save-dev)?( @airlock\/[a-z-]+)+$/.test(command)) {
      if (!registryWritten) {
        // A reader gets our packages from npm's default registry; here they, and only they,
        // come from the local one.
        writeFileSync(join(cwd, '.npmrc'), `@airlock:registry=${registryUrl}\n`)
        registryWritten = true
      }
      await npm(args.slice(1))
    } else if (/^npx airlock-services$/.test(command)) {
      steps.servicesCommand = command
    } else if (/^npm run dev$/.test(command)) {
      steps.devCommand = command
    } else {
      assert.fail(`the page's command is not one this test follows: ${command}`)
    }
  }
  assert.ok(registryWritten, 'the page installs our packages')
  const dapp = cwd
  for (const [file, text] of part.files) {
    mkdirSync(dirname(join(dapp, file)), { recursive: true })
    writeFileSync(join(dapp, file), text)
  }
  return {
    dapp,
    npm,
    ...steps,
    // The template's own production build (`tsc -b && vite build`): its TypeScript checks the
    // page's code against our published types, then Vite bundles it, with source maps to see
    // which packages went into the bundle.
    build: () => run('npm', ['run', 'build', '--', '--sourcemap'], { cwd: dapp, env: cleanEnv() }),
    // The page's `npm run dev` (Vite's dev server: React's development build, StrictMode
    // mounting twice), with only the flags of a free port on loopback.
    dev: (port) =>
      spawnGroup(
        'npm',
        [
          ...steps.devCommand.split(' ').slice(1),
          '--',
          '--host',
          '127.0.0.1',
          '--port',
          String(port),
          '--strictPort',
        ],
        { cwd: dapp, env: cleanEnv() },
      ),
  }
}

/** The npm packages whose modules went into a built dapp (from its source maps). */
function bundledPackages(dapp) {
  const names = new Set()
  const assets = join(dapp, 'dist', 'assets')
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js.map'))) {
    for (const source of JSON.parse(readFileSync(join(assets, file), 'utf8')).sources) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)
      if (match) names.add(match[1])
    }
  }
  return names
}

/** Waits until `url` answers 200. */
async function waitForHttp(url, timeoutMs, server) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    if (Date.now() > deadline) throw new Error(`${url} did not answer:\n${server.output()}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/**
 * The versions of every copy of `name` under a dapp's node_modules, less those of the servers
 * `@airlock/services` runs (their pinned dependencies never reach the dapp's bundle).
 */
function installedCopies(dapp, name) {
  const found = []
  const servers = /node_modules\/@airlock\/(cloud|secure-site|services)$/
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
      for (const pkgDir of dirs) if (!servers.test(pkgDir)) visit(pkgDir)
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
  let services
  let browser
  const devServers = []
  t.after(async () => {
    await browser?.close()
    for (const server of devServers) await server.stop()
    await services?.stop()
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

  // Two new dapps, made as the Getting Started page says: its EVM app, and the Solana app of its
  // last section. The services come from the registry too, started with the page's command.
  const page = gettingStarted()
  const fresh = await createDappFromPage(join(tmp, 'evm'), page.evm, registry.url)
  lap('EVM dapp installed from the page')
  for (const name of ['viem', '@wagmi/core', 'react', '@airlock/core', '@airlock/ui']) {
    assert.equal(installedCopies(fresh.dapp, name).length, 1, `one copy of ${name}`)
  }
  assert.equal(fresh.servicesCommand, 'npx airlock-services', 'the page starts the services')
  assert.equal(fresh.devCommand, 'npm run dev', 'the page runs the dapp')
  // The page shows the default ports; here they may be taken, so every port moves by one offset,
  // and the dapp's one setting with them.
  const offset = await freeServicesOffset()
  const deploymentUrl = `http://127.0.0.1:${SERVICE_PORTS.cloud + offset}`
  const [evmPort, solanaPort] = [await freePort(), await freePort()]
  const origins = [evmPort, solanaPort].flatMap((port) => ['--origin', `http://127.0.0.1:${port}`])
  services = spawnGroup(
    'npx',
    [
      ...fresh.servicesCommand.split(' ').slice(1),
      '--port-offset',
      String(offset),
      ...origins,
      '--data-dir',
      join(tmp, 'airlock-data'),
    ],
    { cwd: fresh.dapp, env: cleanEnv() },
  )
  const useDeployment = (files) => {
    const app = files.get('src/App.tsx')
    assert.match(app, /deploymentUrl: 'http:\/\/127\.0\.0\.1:8787'/, 'the page sets deploymentUrl')
    return new Map([...files, ['src/App.tsx', app.replace('http://127.0.0.1:8787', deploymentUrl)]])
  }
  for (const [file, text] of useDeployment(page.evm.files))
    writeFileSync(join(fresh.dapp, file), text)
  await fresh.build()
  const evmBundle = bundledPackages(fresh.dapp)
  for (const name of ['viem', '@wagmi/core', '@airlock/adapter-evm', '@airlock/react']) {
    assert.ok(evmBundle.has(name), `the EVM dapp bundles ${name}`)
  }
  lap('EVM dapp built')

  const solanaDapp = await createDappFromPage(join(tmp, 'solana'), page.solana, registry.url)
  for (const name of ['@airlock/adapter-evm', '@wagmi/core']) {
    assert.deepEqual(installedCopies(solanaDapp.dapp, name), [], `the Solana dapp has no ${name}`)
  }
  assert.equal(solanaDapp.devCommand, 'npm run dev', 'the Solana app runs as the EVM one')
  for (const [file, text] of useDeployment(page.solana.files))
    writeFileSync(join(solanaDapp.dapp, file), text)
  await solanaDapp.build()
  const solanaBundle = bundledPackages(solanaDapp.dapp)
  assert.ok(solanaBundle.has('@airlock/adapter-solana'), 'the Solana dapp bundles its adapter')
  for (const name of solanaBundle) {
    assert.doesNotMatch(
      name,
      /^(viem|@wagmi\/.*|wagmi|@airlock\/adapter-evm)$/,
      `Solana dapp: ${name}`,
    )
  }
  lap('Solana dapp installed from the page and built')

  const ready = await services.waitFor(/deploymentUrl: (\S+)/, 300_000, 'airlock-services')
  assert.equal(ready[1], deploymentUrl)
  assert.match(services.output(), /projectId: my-dapp/)
  lap('services up (npx airlock-services)')

  // Chromium with the mock wallets of @airlock/testing (built in the clone) clicks Connect
  // Wallet in each dapp, served by the page's `npm run dev` as a newcomer runs it.
  const testing = join(clone, 'packages', 'testing')
  const { chromium } = createRequire(join(testing, 'package.json'))('playwright-core')
  const { CHROMIUM_LAUNCH_OPTIONS, injectMockSolanaWallet, injectMockWallet } = await import(
    pathToFileURL(join(testing, 'dist', 'playwright.js')).href
  )
  const { anvilKey } = await import(pathToFileURL(join(testing, 'dist', 'anvil.js')).href)
  browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
  const connect = async (dapp, port, walletName, inject) => {
    const server = dapp.dev(port)
    devServers.push(server)
    const url = `http://127.0.0.1:${port}/`
    await waitForHttp(url, 60_000, server)
    const page = await browser.newPage()
    const toServices = []
    page.on('request', (request) => {
      if (request.url().startsWith(deploymentUrl)) toServices.push(request.url())
    })
    const pageErrors = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    try {
      const wallet = await inject(page)
      await page.goto(url)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.getByRole('button', { name: walletName }).first().click()
      // The page's ConnectButton becomes the account button: its name is the short address.
      const address = wallet.addresses[0]
      await page
        .getByRole('button', { name: new RegExp(`^${address.slice(0, 4)}.*${address.slice(-4)}`) })
        .first()
        .waitFor({ timeout: 60_000 })
    } catch (error) {
      throw new Error(
        `${walletName} in the dapp of \`npm run dev\`: ${error.message}\npage errors: ${pageErrors.join('\n') || 'none'}\ndev server:\n${server.output().slice(-4000)}`,
      )
    }
    assert.deepEqual(pageErrors, [], `${walletName}: no uncaught error in the page`)
    assert.ok(toServices.length > 0, `${walletName}: the dapp talked to its deploymentUrl`)
    await page.close()
  }
  await connect(fresh, evmPort, 'Mock Wallet', (page) =>
    injectMockWallet(page, {
      privateKeys: [anvilKey(0)],
      chains: [
        { id: 1, rpcUrl: `http://127.0.0.1:${8545 + offset}` },
        { id: 8453, rpcUrl: `http://127.0.0.1:${8546 + offset}` },
      ],
    }),
  )
  lap('EVM dapp connected the mock wallet in Chromium')
  const solanaRpc = (reference) => `http://127.0.0.1:${SERVICE_PORTS.solana + offset}/${reference}`
  await connect(solanaDapp, solanaPort, 'Mock Solana Wallet', (page) =>
    injectMockSolanaWallet(page, {
      secretKeys: [createHash('sha256').update('airlock solana test account 8').digest('hex')],
      chains: [
        { chain: 'solana:mainnet', rpcUrl: solanaRpc('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') },
        { chain: 'solana:devnet', rpcUrl: solanaRpc('EtWTRABZaYq6iMfeYKouRu166VU2xqa1') },
      ],
    }),
  )
  lap('Solana dapp connected the mock Solana wallet in Chromium')
  await browser.close()
  browser = undefined
  for (const server of devServers.splice(0)) await server.stop()
  // SIGTERM to the command's process group (npx leaves at once; airlock-services stops every
  // service in order): every port is free again soon after, and no process is left behind.
  await services.stop()
  const stopDeadline = Date.now() + 30_000
  for (const port of Object.values(SERVICE_PORTS).map((p) => p + offset)) {
    while (!(await isPortFree(port)) && Date.now() < stopDeadline) {
      await new Promise((r) => setTimeout(r, 200))
    }
    assert.ok(await isPortFree(port), `port ${port} is free after the services stop`)
  }
  assert.match(services.output(), /\[airlock-services\] SIGTERM: stopping/)
  services = undefined
  lap('services stopped')

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
