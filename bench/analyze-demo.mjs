#!/usr/bin/env node
// What the demo's first-load JS is made of: walks the source maps of the chunks loaded before the
// Connect button (the same set `scripts/check-budgets.mjs` budgets) and attributes each minified
// byte to the package its source came from. Run after `pnpm build`:
//   node bench/analyze-demo.mjs [apps/demo/dist]
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { demoFirstLoad } from '../scripts/check-budgets.mjs'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const distDir = resolve(repoRoot, process.argv[2] ?? 'apps/demo/dist')

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
function decodeVlq(segment) {
  const values = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = BASE64.indexOf(char)
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return values
}

/** node_modules/.pnpm/x@1/node_modules/@scope/name/... -> @scope/name; packages/core -> @airlock/core. */
function owner(source) {
  const modules = source.split('node_modules/')
  if (modules.length > 1) {
    const rest = modules.at(-1).split('/')
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
  }
  const workspace = source.match(/(?:^|\/)(packages|apps)\/([^/]+)\//)
  if (workspace) return `${workspace[1]}/${workspace[2]}`
  return source
}

const totals = new Map()
let all = 0
for (const { file } of demoFirstLoad(distDir)) {
  const code = readFileSync(join(distDir, file), 'utf8')
  const mapFile = join(distDir, `${file}.map`)
  if (!existsSync(mapFile)) continue
  const map = JSON.parse(readFileSync(mapFile, 'utf8'))
  const lines = code.split('\n')
  let sourceIndex = 0
  map.mappings.split(';').forEach((line, lineNo) => {
    const text = lines[lineNo] ?? ''
    let column = 0
    const segments = []
    for (const raw of line.split(',')) {
      if (!raw) continue
      const [col, src] = decodeVlq(raw)
      column += col
      if (src !== undefined) sourceIndex += src
      segments.push([column, src === undefined ? -1 : sourceIndex])
    }
    segments.forEach(([start, source], i) => {
      const end = segments[i + 1]?.[0] ?? text.length
      const name = source < 0 ? '(generated)' : owner(map.sources[source] ?? '?')
      totals.set(name, (totals.get(name) ?? 0) + (end - start))
      all += end - start
    })
  })
}
const rows = [...totals].sort((a, b) => b[1] - a[1])
console.info(
  `first-load JS of ${distDir.slice(repoRoot.length + 1)}: ${(all / 1024).toFixed(1)} KiB minified`,
)
for (const [name, bytes] of rows.slice(0, 20))
  console.info(
    `${((bytes / all) * 100).toFixed(1).padStart(5)}%  ${(bytes / 1024).toFixed(1).padStart(7)} KiB  ${name}`,
  )
