import { CHROMIUM_LAUNCH_OPTIONS } from '@airlock/testing/playwright'
import { defineConfig } from '@playwright/test'

// End-to-end tests of the Next.js example: its production build (`next start`) against the real
// local cloud (e2e/globalSetup.ts), the mock wallet injected in Chromium. Desktop only, one
// browser: the flows are the demo's; what is tested here is the server rendering.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  globalSetup: './e2e/globalSetup.ts',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The root test command reads e2e-results/playwright*.json (as the demo's).
  outputDir: 'e2e-results/artifacts',
  reporter: [['list'], ['json', { outputFile: 'e2e-results/playwright.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium' }],
})
