import { readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'

const { version } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'))

export default defineConfig({
  // What the build puts in (scripts/rolldown.library.config.mjs): this package's version.
  define: { __AIRLOCK_VERSION__: JSON.stringify(version) },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The smart-account tests start a real anvil.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The root test command sums these files into one closing line.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
})
