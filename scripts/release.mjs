#!/usr/bin/env node
// `pnpm release`: versions the public packages from the pending changesets (`changeset version`:
// bumps, CHANGELOG.md, ranges between our packages) and publishes what the registry does not have
// yet (`changeset publish`, through `pnpm publish`, which turns `workspace:^` into `^x.y.z`).
// Private packages (the apps and the servers' store) get versions and changelogs (a changeset
// may name an app beside a package) but are never published.
// It refuses to start when a public package is not built: publishing an empty `dist/` would
// break every dapp that installs it. The registry and its token come from the environment or the
// user's .npmrc, never from this repository.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const BUMPS = ['none', 'patch', 'minor', 'major']

/** Every workspace package: name, version, private, folder (relative to `root`), package.json. */
export function workspacePackages(root) {
  return ['packages', 'apps'].flatMap((group) =>
    existsSync(join(root, group))
      ? readdirSync(join(root, group))
          .map((name) => join(group, name))
          .filter((dir) => existsSync(join(root, dir, 'package.json')))
          .map((dir) => {
            const json = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'))
            return {
              name: json.name,
              version: json.version,
              private: json.private === true,
              dir,
              json,
            }
          })
      : [],
  )
}

/** The highest bump each package gets from the pending changesets in `.changeset/`. */
export function pendingBumps(root) {
  const bumps = new Map()
  const dir = join(root, '.changeset')
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.md') && f !== 'README.md')) {
    const front = readFileSync(join(dir, file), 'utf8').match(/^---\n([\s\S]*?)\n---/)
    for (const line of front?.[1].split('\n') ?? []) {
      const m = line.match(/^\s*["']?([^"':]+)["']?\s*:\s*(patch|minor|major)\s*$/)
      if (!m) continue
      const [, name, type] = m
      if (BUMPS.indexOf(type) > BUMPS.indexOf(bumps.get(name) ?? 'none')) bumps.set(name, type)
    }
  }
  return bumps
}

/**
 * The bump of one package in a release: its own changesets, or a patch when one of our packages
 * it depends on is bumped (every first release leaves a `^0.0.0` range).
 */
export function bumpFor(pkg, bumps, packages) {
  const own = bumps.get(pkg.name)
  if (own) return own
  const deps = Object.keys(pkg.json.dependencies ?? {})
  return deps.some((d) => packages.some((p) => p.name === d) && bumps.has(d)) ? 'patch' : 'none'
}

/** `version` after a `type` bump (`none` leaves it). */
export function nextVersion(version, type) {
  const [major, minor, patch] = version.split('.').map(Number)
  if (type === 'major') return `${major + 1}.0.0`
  if (type === 'minor') return `${major}.${minor + 1}.0`
  if (type === 'patch') return `${major}.${minor}.${patch + 1}`
  return version
}

/**
 * The files a public package's `exports` point to that do not exist (not built); for a server
 * (`@airlock/cloud`, `@airlock/secure-site`: no `exports`), its `dist/main.js`.
 */
export function missingEntries(root, pkg) {
  const targets = pkg.json.exports === undefined ? ['dist/main.js'] : []
  const collect = (value) => {
    if (typeof value === 'string') targets.push(value)
    else if (value && typeof value === 'object') for (const v of Object.values(value)) collect(v)
  }
  collect(pkg.json.exports)
  return targets.filter((target) => !existsSync(join(root, pkg.dir, target)))
}

function main() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  const unbuilt = workspacePackages(root)
    .filter((p) => !p.private)
    .flatMap((p) => missingEntries(root, p).map((file) => `${p.name}: ${file}`))
  if (unbuilt.length > 0) {
    console.error(`[release] build first (pnpm build); missing:\n  ${unbuilt.join('\n  ')}`)
    process.exit(1)
  }
  for (const step of [['version'], ['publish']]) {
    const r = spawnSync('pnpm', ['exec', 'changeset', ...step], { cwd: root, stdio: 'inherit' })
    if (r.status !== 0) process.exit(r.status ?? 1)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main()
