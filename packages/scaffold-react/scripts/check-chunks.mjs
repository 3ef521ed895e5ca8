// Shows, from the build output, that the modal and every wallet feature are separate chunks that
// the entry only reaches through dynamic import() (SPEC.md §2, DESIGN.md "Performance").
import { readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const dist = new URL('../dist/', import.meta.url)
const files = readdirSync(dist).filter((name) => name.endsWith('.js'))
const lazy = ['Modal', 'history', 'send', 'receive', 'swaps', 'onramp', 'email', 'socials']
const failures = []
for (const name of lazy) {
  const file = files.find((candidate) => candidate.startsWith(`${name}-`))
  if (!file) failures.push(`no separate chunk for ${name}`)
  else if (!isReachedLazily(file)) failures.push(`${file} is not loaded with import()`)
}
function isReachedLazily(file) {
  const calls = [`import('./${file}')`, `import("./${file}")`]
  return files.some((other) => {
    const code = readFileSync(new URL(other, dist), 'utf8')
    return calls.some((call) => code.includes(call))
  })
}
for (const file of files) {
  const size = gzipSync(readFileSync(new URL(file, dist))).length
  console.info(`${file.padEnd(28)} ${String(size).padStart(6)} B gzip`)
}
if (failures.length) {
  console.error(failures.join('\n'))
  process.exit(1)
}
