import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The origin of the happy-dom tests' page: the test cloud's project allows it (CORS), as a
    // dapp's origin is allowed.
    environmentOptions: { happyDOM: { url: 'http://127.0.0.1:5173/' } },
    // One real local cloud (its Solana devnet) for the chain tests.
    globalSetup: ['src/test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The root test command sums these files into one closing line.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
})
