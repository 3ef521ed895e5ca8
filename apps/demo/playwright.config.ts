import { CHROMIUM_LAUNCH_OPTIONS } from '@airlock/testing/playwright'
import { defineConfig } from '@playwright/test'

// End-to-end tests of the demo (its build, and `vite dev` for the `dev` project) against the real
// local cloud and the mock wallet.
// The global setup starts both on free ports (a running `npm run dev` keeps 5173/8787) and hands
// their URLs to the tests through the environment.
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
  // test-results/ also holds Vitest's JSON, which Playwright would otherwise wipe.
  // Not test-results/: Vitest writes its JSON there and a Playwright run empties its outputDir.
  outputDir: 'e2e-results/artifacts',
  reporter: [['list'], ['json', { outputFile: 'e2e-results/playwright.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: 'retain-on-failure',
  },
  projects: [
    // The production build, served by `vite preview`: every spec but the dev ones.
    { name: 'build', testIgnore: '*.dev.spec.ts' },
    // The demo as `npm run dev` serves it: React's StrictMode mounts, unmounts and mounts every
    // component again (the production build never does), so a request owned by a mounted view
    // would be declined at once. A few flows only, to keep the run short.
    { name: 'dev', testMatch: '*.dev.spec.ts' },
  ],
})
