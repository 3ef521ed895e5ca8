// Shows, from the build output, that every view but Connect and every wallet feature are loaded
// with import() and never reached by a static import from the entry (SPEC.md §2, DESIGN.md
// "Performance"), so a dapp's bundler puts each in a chunk of its own. The modal's shell and its
// Connect view are in the entry on purpose: a first visit's click renders the wallet list with no
// code to fetch. `dist/` keeps the module graph of `src/`
// (scripts/rolldown.library.config.mjs at the repository root): each lazy piece is a module here.
import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const dist = fileURLToPath(new URL('../dist/', import.meta.url))
// The view registry (src/modal/viewRegistry.ts) names every view's chunk with import(): each of
// those is a lazy view, read from the build so a view added there is guarded with no edit here.
const registry = 'modal/viewRegistry.js'
// Chunks a view loads for one of its sections, not registered as views of their own.
const sections = [
  'features/history/index.js',
  'features/nfts/index.js',
  'features/email/index.js',
  'features/socials/index.js',
]

/** The relative imports of one module: `static` (import/export from) and `dynamic` (import()). */
function importsOf(file) {
  const code = readFileSync(join(dist, file), 'utf8')
  const resolve = (specifier) => relative(dist, join(dirname(join(dist, file)), specifier))
  const find = (pattern) => [...code.matchAll(pattern)].map((match) => resolve(match[1]))
  return {
    static: find(/(?:^|\n)\s*(?:import|export)\b[^'"()]*?from\s*["'](\.{1,2}\/[^"']+)["']/g).concat(
      find(/(?:^|\n)\s*import\s*["'](\.{1,2}\/[^"']+)["']/g),
    ),
    dynamic: find(/\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g),
  }
}

/** Every module the entry reaches by static imports: what a page pays for on first load. */
function staticClosure(entry) {
  const seen = new Set([entry])
  for (const file of seen) for (const next of importsOf(file).static) seen.add(next)
  return seen
}

const registered = importsOf(registry).dynamic
if (registered.length === 0) {
  console.error(`${registry}: no view loaded with import(); was the registry moved?`)
  process.exit(1)
}
const lazy = [...new Set([...registered, ...sections])]
const eager = staticClosure('index.js')
const reachedLazily = new Set()
const all = new Set(eager)
for (const file of all) {
  const { static: direct, dynamic } = importsOf(file)
  for (const next of dynamic) reachedLazily.add(next)
  for (const next of [...direct, ...dynamic]) all.add(next)
}

const failures = []
for (const file of lazy) {
  if (!all.has(file)) failures.push(`${file}: not in the build`)
  else if (eager.has(file)) failures.push(`${file}: reached by a static import from index.js`)
  else if (!reachedLazily.has(file)) failures.push(`${file}: not loaded with import()`)
}
const gzip = (files) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0)
console.info(
  `first load (static imports of index.js): ${eager.size} modules, ${gzip(eager)} B gzip`,
)
const width = Math.max(...lazy.map((name) => name.length))
for (const file of lazy.filter((name) => all.has(name))) {
  const own = [...staticClosure(file)].filter((name) => !eager.has(name))
  console.info(`${file.padEnd(width)} ${String(gzip(own)).padStart(6)} B gzip, loaded on use`)
}
if (failures.length) {
  console.error(failures.join('\n'))
  process.exit(1)
}
