#!/usr/bin/env node
// Size budgets that CI enforces (issue #8): what a dapp pays, in gzip bytes, for each named import
// of our packages, and for the demo's JavaScript before its Connect button is ready. Budgets live in
// `budgets.json` at the root; this script measures the built packages and the demo's build and
// fails naming every import that grew past its budget and by how much.
//
// An import is measured the way a dapp pays for it: a one-line consumer
// (`export { createAirlockCore } from '@airlock/core'`) bundled by rolldown, the bundler of Vite 8
// (minified, ESM, browser, the package's peer dependencies external), then the entry chunk and the
// chunks it imports statically, each gzipped. Chunks reached only through `import()` load on use
// and are reported as "lazy", not counted against the budget. (esbuild was the measure until core
// gained its first `import()`: with code splitting on, esbuild's entry then statically imported
// the chunk it shares with the lazy code even for `mainnet` alone, 1 -> 12 KiB, a cost a Vite or
// rolldown dapp never pays: the demo's own build, measured below, did not grow.)
//
// Usage: node scripts/check-budgets.mjs [--root DIR] [--budgets FILE]
import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

const here = dirname(fileURLToPath(import.meta.url))

// rolldown is what the publishable packages build with (a dev dependency of core); the root does
// not list it itself.
async function loadRolldown() {
  const fromCore = createRequire(join(here, '..', 'packages', 'core', 'package.json'))
  return import(pathToFileURL(fromCore.resolve('rolldown')).href)
}

/** Gzip size as a server sends it (zlib's default level, as the demo's e2e and the bench do). */
export function gzipSize(content) {
  return gzipSync(content).byteLength
}

/** Finds a workspace package's folder by its name (`packages/*` and `apps/*`). */
export function findPackageDir(root, name) {
  for (const group of ['packages', 'apps']) {
    const groupDir = join(root, group)
    if (!existsSync(groupDir)) continue
    for (const entry of readdirSync(groupDir)) {
      const file = join(groupDir, entry, 'package.json')
      if (existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).name === name)
        return join(groupDir, entry)
    }
  }
  return null
}

/**
 * Whether a package has a build to measure: every `import` target of its exports map exists.
 * A package being written may have none yet; the check then says so instead of failing.
 */
export function hasBuild(packageDir) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'))
  const targets = Object.values(pkg.exports ?? {})
    .map((target) => (typeof target === 'string' ? target : target?.import))
    .filter((target) => typeof target === 'string' && target.endsWith('.js'))
  return targets.length > 0 && targets.every((target) => existsSync(join(packageDir, target)))
}

/**
 * Bundles `export { name } from 'specifier'` and returns the gzip bytes of what loads at once
 * (`initial`: the entry and its static imports) and of what loads on use (`lazy`).
 */
export async function measureImport({ root, specifier, name }) {
  const packageName = specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : specifier.split('/')[0]
  const packageDir = findPackageDir(root, packageName)
  if (!packageDir) return { missing: `no workspace package is named ${packageName}` }
  if (!hasBuild(packageDir)) return { missing: `${packageName} has no build (dist/) yet` }
  const { rolldown } = await loadRolldown()
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'))
  // Peers are what the dapp already has (React); they are not this import's cost.
  const peers = Object.keys(pkg.peerDependencies ?? {})
  const external = (id) => peers.some((peer) => id === peer || id.startsWith(`${peer}/`))
  // The consumer sits inside the package folder, so the package resolves through its own exports
  // map (self-reference) and its dependencies from its own node_modules.
  const input = join(packageDir, `.budget-entry-${randomUUID()}.mjs`)
  writeFileSync(input, `export { ${name} } from '${specifier}'\n`)
  let output
  try {
    const bundle = await rolldown({
      input,
      external,
      platform: 'browser',
      logLevel: 'silent',
      transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    })
    output = (await bundle.generate({ format: 'es', minify: true })).output
    await bundle.close()
  } catch (error) {
    const reason = error?.errors?.[0]?.message ?? String(error?.message ?? error)
    return { error: `cannot bundle it: ${reason.split('\n')[0]}` }
  } finally {
    rmSync(input, { force: true })
  }
  const chunks = new Map(
    output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  )
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry)
  // An import the package does not have: rolldown keeps going with a warning, so ask the entry.
  const missingNames = name
    .split(',')
    .map((one) => one.trim())
    .filter((one) => !entry?.exports.includes(one))
  if (missingNames.length > 0)
    return { error: `cannot bundle it: no export named ${missingNames.join(', ')}` }
  const initial = new Set()
  const queue = [entry.fileName]
  while (queue.length > 0) {
    const current = queue.pop()
    if (initial.has(current) || !chunks.has(current)) continue
    initial.add(current)
    queue.push(...chunks.get(current).imports)
  }
  let initialGzip = 0
  let lazyGzip = 0
  for (const [fileName, chunk] of chunks) {
    const size = gzipSize(chunk.code)
    if (initial.has(fileName)) initialGzip += size
    else lazyGzip += size
  }
  return { initial: initialGzip, lazy: lazyGzip }
}

/**
 * Bundles a dapp's own source (`code`, written in the workspace folder `dir`, which depends on
 * what it imports) like a dapp's bundler would, React external, and returns the gzip bytes of its
 * first load and the npm packages found in any chunk, lazy ones included.
 */
export async function measureDapp({ root, dir, code }) {
  const dappDir = join(root, dir)
  if (!existsSync(join(dappDir, 'package.json'))) return { missing: `no package at ${dir}` }
  const { rolldown } = await loadRolldown()
  const input = join(dappDir, `.budget-dapp-${randomUUID()}.mjs`)
  writeFileSync(input, code)
  let output
  try {
    const bundle = await rolldown({
      input,
      external: (id) => /^(react|react-dom)(\/|$)/.test(id),
      platform: 'browser',
      logLevel: 'silent',
      transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    })
    output = (await bundle.generate({ format: 'es', minify: true })).output
    await bundle.close()
  } catch (error) {
    const reason = error?.errors?.[0]?.message ?? String(error?.message ?? error)
    return { error: `cannot bundle it: ${reason.split('\n')[0]}` }
  } finally {
    rmSync(input, { force: true })
  }
  const chunks = new Map(
    output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  )
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry)
  const initial = new Set()
  const queue = [entry.fileName]
  while (queue.length > 0) {
    const current = queue.pop()
    if (initial.has(current) || !chunks.has(current)) continue
    initial.add(current)
    queue.push(...chunks.get(current).imports)
  }
  let gzip = 0
  for (const fileName of initial) gzip += gzipSize(chunks.get(fileName).code)
  const packages = new Set()
  const firstLoadPackages = new Set()
  for (const [fileName, chunk] of chunks)
    for (const id of chunk.moduleIds) {
      const name = packageOf(id)
      if (!name) continue
      packages.add(name)
      if (initial.has(fileName)) firstLoadPackages.add(name)
    }
  return { gzip, packages: [...packages].sort(), firstLoadPackages: [...firstLoadPackages].sort() }
}

/**
 * The package a bundled module comes from: the npm package under the last `node_modules`
 * (`viem`, `@wagmi/core`), else the name in the nearest package.json (a workspace package such as
 * `@airlock/adapter-evm`, bundled from its `dist/` through its symlink's real path).
 */
export function packageOf(moduleId) {
  const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](?!.*node_modules)/.exec(moduleId)
  if (match?.[1]) return match[1].replaceAll('\\', '/')
  if (!isAbsolute(moduleId)) return undefined
  let dir = dirname(moduleId)
  while (dir !== dirname(dir)) {
    if (!packageNames.has(dir)) {
      const manifest = join(dir, 'package.json')
      packageNames.set(
        dir,
        existsSync(manifest)
          ? (JSON.parse(readFileSync(manifest, 'utf8')).name ?? null)
          : undefined,
      )
    }
    const name = packageNames.get(dir)
    if (name !== undefined) return name ?? undefined
    dir = dirname(dir)
  }
  return undefined
}
const packageNames = new Map()

/**
 * The JavaScript a visitor downloads before the demo's Connect button can be used: the module
 * script of `index.html`, its `modulepreload` links, and every chunk those import statically
 * (followed in the code too, in case a preload link is missing). `import()` targets are lazy.
 */
export function demoFirstLoad(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const listed = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*\shref="([^"]+)"/g),
  ].map((match) => match[1])
  const seen = new Map()
  const queue = listed.map((src) => join(distDir, src.replace(/^\//, '')))
  while (queue.length > 0) {
    const file = queue.pop()
    if (seen.has(file) || !existsSync(file)) continue
    const code = readFileSync(file)
    seen.set(file, gzipSize(code))
    const text = code.toString('utf8')
    // Static forms only: `import{a}from"./x.js"`, `export*from"./x.js"`, `import"./x.js"`.
    for (const match of text.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g))
      queue.push(join(dirname(file), match[1]))
  }
  return [...seen].map(([file, gzip]) => ({ file: file.slice(distDir.length + 1), gzip }))
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`

/**
 * Compares measurements with budgets. Returns one line per measurement and the failures, each
 * naming the import, its size, its budget and the excess.
 */
export function compareWithBudgets(measurements) {
  const lines = []
  const failures = []
  for (const { label, gzip, budget, goal, note, missing, error } of measurements) {
    if (error) {
      lines.push(`FAIL  ${label}: ${error}`)
      failures.push(`${label}: ${error}`)
      continue
    }
    // A budget nothing measured would hold silently forever: a missing build fails too.
    if (missing) {
      lines.push(`FAIL  ${label}: ${missing}`)
      failures.push(`${label}: ${missing}`)
      continue
    }
    const over = gzip - budget
    const status = over > 0 ? 'FAIL' : 'ok  '
    lines.push(
      `${status}  ${label}: ${kib(gzip)} gzip of ${kib(budget)} (${((gzip / budget) * 100).toFixed(0)}%)${note ? `; ${note}` : ''}`,
    )
    // A goal is where we want to be (issue #8), reported on every run; the budget is what fails.
    if (goal !== undefined)
      lines.push(
        gzip <= goal
          ? `      goal ${kib(goal)}: met`
          : `      goal ${kib(goal)}: NOT met, ${kib(gzip - goal)} over (informational; the budget above is what fails)`,
      )
    if (over > 0)
      failures.push(
        `${label} grew past its budget: ${kib(gzip)} gzip, budget ${kib(budget)}, over by ${over} bytes (${kib(over)}, +${((over / budget) * 100).toFixed(1)}%)`,
      )
  }
  return { lines, failures }
}

/** Measures everything `budgets.json` names and compares; returns `{ lines, failures }`. */
export async function checkBudgets({ root, budgetsFile }) {
  const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'))
  const measurements = []
  for (const { specifier, name, gzip: budget } of budgets.imports ?? []) {
    const label = `import { ${name} } from '${specifier}'`
    const measured = await measureImport({ root, specifier, name })
    measurements.push(
      measured.missing || measured.error
        ? { label, ...measured }
        : {
            label,
            budget,
            gzip: measured.initial,
            note: measured.lazy ? `${kib(measured.lazy)} more loads on use` : '',
          },
    )
  }
  for (const {
    name,
    dir,
    code,
    gzip: budget,
    forbid = [],
    forbidFirstLoad = [],
  } of budgets.dapps ?? []) {
    const label = `${name} (first load)`
    const measured = await measureDapp({ root, dir, code })
    if (measured.missing || measured.error) {
      measurements.push({ label, ...measured })
      continue
    }
    const banned = (list) => (found) =>
      list.some((one) => found === one || found.startsWith(`${one}/`))
    const forbidden = [
      ...measured.packages.filter(banned(forbid)),
      ...measured.firstLoadPackages
        .filter(banned(forbidFirstLoad))
        .map((one) => `${one} (first load)`),
    ]
    measurements.push(
      forbidden.length > 0
        ? { label, error: `carries ${forbidden.join(', ')}, which it must not (budgets.json)` }
        : {
            label,
            budget,
            gzip: measured.gzip,
            note: [
              forbid.length > 0 ? `none of ${forbid.join(', ')} in any chunk` : '',
              forbidFirstLoad.length > 0
                ? `none of ${forbidFirstLoad.join(', ')} in the first load`
                : '',
            ]
              .filter(Boolean)
              .join('; '),
          },
    )
  }
  if (budgets.demo) {
    const label = `demo JS before the Connect button (${budgets.demo.dist})`
    const distDir = join(root, budgets.demo.dist)
    if (!existsSync(join(distDir, 'index.html'))) {
      measurements.push({ label, missing: `no build at ${budgets.demo.dist} (run the build)` })
    } else {
      const files = demoFirstLoad(distDir)
      measurements.push({
        label,
        budget: budgets.demo.gzip,
        ...(budgets.demo.goal !== undefined ? { goal: budgets.demo.goal } : {}),
        gzip: files.reduce((sum, { gzip }) => sum + gzip, 0),
        note: files.map(({ file, gzip }) => `${file} ${kib(gzip)}`).join(', '),
      })
    }
  }
  return compareWithBudgets(measurements)
}

async function main() {
  const args = process.argv.slice(2)
  const option = (flag, fallback) => {
    const index = args.indexOf(flag)
    return index >= 0 && args[index + 1] ? resolve(args[index + 1]) : fallback
  }
  const root = option('--root', resolve(here, '..'))
  const budgetsFile = option('--budgets', join(root, 'budgets.json'))
  const { lines, failures } = await checkBudgets({ root, budgetsFile })
  for (const line of lines) console.info(line)
  if (failures.length > 0) {
    console.error(`\n${failures.length} size budget(s) exceeded (budgets.json):`)
    for (const failure of failures) console.error(`  ${failure}`)
    console.error(
      'Shrink the import, or raise its budget in budgets.json with the reason in the commit.',
    )
    process.exit(1)
  }
  console.info('all size budgets hold')
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main()
}
