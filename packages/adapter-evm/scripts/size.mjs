// Bundle size of what a dapp pays for `import { createEvmAdapter } from '@airlock/adapter-evm'`:
// Vite (production, minified) over the built package, gzip of every emitted chunk. Run after
// `pnpm build`: `pnpm --filter @airlock/adapter-evm size`.
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const dist = fileURLToPath(new URL('../dist/index.js', import.meta.url))
const ENTRY = '\0size-entry'
const code = `import { createEvmAdapter } from '@airlock/adapter-evm'
window.adapter = createEvmAdapter()`

async function measure(external) {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@airlock/adapter-evm': dist } },
    plugins: [
      {
        name: 'size-entry',
        resolveId: (id) => (id === ENTRY ? id : undefined),
        load: (id) => (id === ENTRY ? code : undefined),
      },
    ],
    build: {
      write: false,
      minify: true,
      rollupOptions: { input: ENTRY, external },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  let raw = 0
  let gzip = 0
  for (const { output } of outputs) {
    for (const file of output) {
      if (file.type !== 'chunk') continue
      raw += Buffer.byteLength(file.code)
      gzip += gzipSync(file.code, { level: 9 }).byteLength
    }
  }
  return { raw, gzip }
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
for (const [label, external] of [
  ['createEvmAdapter, everything bundled (core, wagmi, viem)', []],
  ['createEvmAdapter on top of @airlock/core (core external)', ['@airlock/core']],
]) {
  const { raw, gzip } = await measure(external)
  console.info(`${label}: ${kB(raw)} minified, ${kB(gzip)} gzip`)
}
