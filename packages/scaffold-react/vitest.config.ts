import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    // happy-dom: shadow roots and constructable stylesheets, which the UI kit's AirlockRoot uses.
    environment: 'happy-dom',
    testTimeout: 20000,
    setupFiles: ['./src/test/setup.ts'],
    // The root test command sums these files into one closing line.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
})
