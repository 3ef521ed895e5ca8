import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Integration files each start a whole secure site (PGlite, SMTP, OpenID provider; anvil or
    // Chromium in some): one at a time keeps the suite within two cores and memory.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The root test command sums these files into one closing line.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
})
