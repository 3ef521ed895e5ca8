import { CHROMIUM_LAUNCH_OPTIONS } from '@airlock/testing/playwright'
import { defineConfig } from '@playwright/test'

// The live examples of the built site, in Chromium, against the real local services on the
// ports `npm run dev` uses (the examples' `deploymentUrl` is http://127.0.0.1:8787; e2e/globalSetup.ts).
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  globalSetup: './e2e/globalSetup.ts',
  // One browser at a time: the tests share one cloud and its chains, and the machine has 2 cores.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: 'e2e-results/artifacts',
  reporter: [['list'], ['json', { outputFile: 'e2e-results/playwright.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: 'retain-on-failure',
  },
})
