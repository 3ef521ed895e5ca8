import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Two anvil chains for the whole run; one file also starts Chromium. Allow for a slow machine.
    globalSetup: ['src/test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The root test command sums these files into one closing line.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
})
