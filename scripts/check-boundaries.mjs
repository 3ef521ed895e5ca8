#!/usr/bin/env node
// Enforces the import arrows of DESIGN.md over the whole tree: which workspace package may depend
// on which, both in package.json and in source imports. Exits non-zero and names each violation.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Which `@airlock/*` packages each workspace package may import (DESIGN.md "The house"). */
export const ALLOWED = {
  '@airlock/core': [],
  '@airlock/ui': [],
  '@airlock/wallet-frame': [],
  '@airlock/siwx': ['@airlock/core'],
  '@airlock/adapter-evm': ['@airlock/core', '@airlock/wallet-frame'],
  '@airlock/adapter-solana': ['@airlock/core', '@airlock/wallet-frame'],
  '@airlock/react': ['@airlock/core', '@airlock/ui'],
  '@airlock/testing': ['@airlock/core'],
  '@airlock/store': [],
  '@airlock/services': [],
}

/**
 * Packages only the named apps may import, on top of ALLOWED: the server store (PGlite,
 * node-postgres) belongs to the two servers and must never reach a browser bundle.
 */
export const ONLY_FOR = {
  '@airlock/store': ['@airlock/cloud', '@airlock/secure-site'],
}

/**
 * Apps a package may depend on: `@airlock/services` is the published command that runs the two
 * servers, so it installs them; nothing else of ours imports an app.
 */
export const APPS_FOR = {
  '@airlock/services': ['@airlock/cloud', '@airlock/secure-site'],
}

/** Test tooling any workspace may use from its tests and devDependencies, never from shipped code. */
export const TEST_ONLY = ['@airlock/testing']

/**
 * Packages the named workspaces may use only from their tests and devDependencies: the demo's
 * scale-out e2e starts a throwaway Postgres with `@airlock/store/testing`; its browser bundle
 * never sees the store.
 */
export const TEST_ONLY_FOR = {
  '@airlock/store': ['@airlock/demo'],
}

const SOURCE = /\.(?:[cm]?[jt]sx?)$/
const TEST_FILE = /(?:\.test\.[cm]?[jt]sx?$|\.test-d\.ts$|[\\/](?:test|e2e|tests)[\\/])/
const SKIP = new Set(['node_modules', 'dist', 'coverage', '.turbo', 'storybook-static'])
const IMPORT =
  /(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]|require\s*\(\s*['"]([^'"]+)['"]\s*\)/g

// Comments are not imports: a JSDoc `@example` may show how a dapp wires another package. Block
// comments go whole; a line comment only where `//` starts the line (a URL in a string stays).
const COMMENT = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm

/** The text of a source file without its comments. */
export function withoutComments(text) {
  return text.replace(COMMENT, '')
}

function listFiles(dir) {
  const out = []
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...listFiles(path))
    else if (SOURCE.test(name)) out.push(path)
  }
  return out
}

function workspaces(root) {
  const found = []
  for (const group of ['packages', 'apps']) {
    let names = []
    try {
      names = readdirSync(join(root, group))
    } catch {
      continue
    }
    for (const name of names) {
      const dir = join(root, group, name)
      try {
        const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
        found.push({ dir, pkg, isApp: group === 'apps' })
      } catch {
        // a folder without package.json is not a workspace
      }
    }
  }
  return found
}

/** Returns every boundary violation under `root` as a human-readable line. */
export function checkBoundaries(root) {
  const violations = []
  const all = workspaces(root)
  const packageNames = new Set(all.filter((w) => !w.isApp).map((w) => w.pkg.name))
  const appNames = new Set(all.filter((w) => w.isApp).map((w) => w.pkg.name))
  const allowedFor = (w) => (w.isApp ? [...packageNames] : (ALLOWED[w.pkg.name] ?? null))

  for (const w of all) {
    const where = relative(root, w.dir)
    const allowed = allowedFor(w)
    if (allowed === null) {
      violations.push(
        `${where}: package ${w.pkg.name} has no entry in ALLOWED (scripts/check-boundaries.mjs)`,
      )
      continue
    }
    const isForbidden = (name) =>
      name !== w.pkg.name &&
      ((appNames.has(name) && !(APPS_FOR[w.pkg.name] ?? []).includes(name)) ||
        (packageNames.has(name) && !allowed.includes(name)) ||
        (name in ONLY_FOR && !ONLY_FOR[name].includes(w.pkg.name)))
    const deps = {
      ...w.pkg.dependencies,
      ...w.pkg.peerDependencies,
      ...w.pkg.optionalDependencies,
    }
    for (const name of Object.keys(deps)) {
      if (isForbidden(name)) violations.push(`${where}/package.json: depends on ${name}`)
    }
    const testOnly = (name) =>
      TEST_ONLY.includes(name) || (TEST_ONLY_FOR[name] ?? []).includes(w.pkg.name)
    for (const name of Object.keys(w.pkg.devDependencies ?? {})) {
      if (isForbidden(name) && !testOnly(name)) {
        violations.push(`${where}/package.json: depends on ${name}`)
      }
    }
    for (const file of listFiles(w.dir)) {
      const text = withoutComments(readFileSync(file, 'utf8'))
      for (const match of text.matchAll(IMPORT)) {
        const spec = match[1] ?? match[2] ?? match[3] ?? match[4]
        if (!spec) continue
        const rel = relative(root, file)
        if (spec.startsWith('.')) {
          const target = resolve(dirname(file), spec)
          if (target !== w.dir && !target.startsWith(w.dir + sep)) {
            violations.push(`${rel}: relative import '${spec}' leaves its package`)
          }
          continue
        }
        const name = spec.startsWith('@')
          ? spec.split('/').slice(0, 2).join('/')
          : spec.split('/')[0]
        const testImport = testOnly(name) && TEST_FILE.test(rel)
        if (isForbidden(name) && !testImport) violations.push(`${rel}: imports ${spec}`)
      }
    }
  }
  return violations
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  const violations = checkBoundaries(root)
  if (violations.length > 0) {
    console.error(`Import boundaries (DESIGN.md) violated in ${violations.length} place(s):`)
    for (const v of violations) console.error(`  - ${v}`)
    process.exit(1)
  }
  console.info('Import boundaries: ok')
}
