import { CHROMIUM_LAUNCH_OPTIONS } from '@airlock/testing/playwright'
import { defineConfig } from '@playwright/test'

// The WalletConnect e2e against the scale-out deployment (e2e/scaleout/globalSetup.ts): two cloud
// processes on one Postgres and on chains they did not start; the demo (the dapp) on process A,
// the test wallet on process B. `pnpm --filter @airlock/demo test:e2e` runs it after the main
// suite.
export default defineConfig({
  testDir: 'e2e',
  testMatch: 'walletconnect.spec.ts',
  globalSetup: './e2e/scaleout/globalSetup.ts',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: 'e2e-results/scaleout-artifacts',
  reporter: [['list'], ['json', { outputFile: 'e2e-results/playwright-scaleout.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'scaleout' }],
})
