import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // PGlite's first start (initdb) and a throwaway Postgres server take seconds, tens of
    // seconds on a busy two-core machine; one file at a time keeps memory in bounds.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The root test command sums these files into one closing line.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
})
