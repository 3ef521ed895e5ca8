import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { rolldown } from 'rolldown'
import { expect, test } from 'vitest'

// Issue 17: a dapp can install the Solana adapter alone, with no wagmi and no viem in its bundle.
// Bundles what `import { createSolanaAdapter } from '@airlock/adapter-solana'` pulls in from the
// build (dist/), the lazy chunks too, and lists every module of every chunk.
test('the bundle of createSolanaAdapter carries no viem and no wagmi, and loads web3.js on use', async () => {
  const entry = fileURLToPath(new URL('../../dist/index.js', import.meta.url))
  readFileSync(entry) // the package must be built
  const bundle = await rolldown({
    input: 'consumer',
    platform: 'browser',
    logLevel: 'silent',
    plugins: [
      {
        name: 'consumer',
        resolveId: (id) => (id === 'consumer' ? id : undefined),
        load: (id) =>
          id === 'consumer' ? `export { createSolanaAdapter } from '${entry}'` : undefined,
      },
    ],
  })
  const { output } = await bundle.generate({ format: 'es' })
  await bundle.close()
  const chunks = output.filter((item) => item.type === 'chunk')
  const modules = chunks.flatMap((chunk) => chunk.moduleIds)
  expect(modules.filter((id) => /[/\\](viem|@wagmi|wagmi)[/\\]/.test(id))).toEqual([])
  // web3.js is in the bundle, but only in chunks reached through `import()`.
  const first = chunks.find((chunk) => chunk.isEntry)
  expect(first?.moduleIds.some((id) => id.includes('@solana/web3.js'))).toBe(false)
  expect(modules.some((id) => id.includes('@solana/web3.js'))).toBe(true)
})
