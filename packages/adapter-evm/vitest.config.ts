import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Two real anvil chains (1 and 8453) for the whole run; one file also drives Chromium.
    globalSetup: ['src/test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The root test command sums these files into one closing line.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
})
