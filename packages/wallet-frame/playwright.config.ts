import { defineConfig } from '@playwright/test'

// The frame client in Chromium across two origins: a dapp page and a test double of the secure
// site, served by the spec itself on 127.0.0.1 (port 0). Needs the built package (turbo builds it).
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Not test-results/: Vitest writes its JSON there and a Playwright run empties its outputDir.
  outputDir: 'e2e-results/artifacts',
  reporter: [['list'], ['json', { outputFile: 'e2e-results/playwright.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
    trace: 'retain-on-failure',
  },
})
