import { anvilKey } from '@airlock/testing/anvil'
import { type AirlockFixtures, airlockFixtures } from '@airlock/testing/fixtures'
import { localStackFromEnv } from '@airlock/testing/stack'
import { test as base, expect } from '@playwright/test'

/** What the mock wallet announces: the registry's `Airlock Test Wallet`. */
export const walletName = 'Airlock Test Wallet'

function env(name: string): string {
  const value = process.env[name]
  if (value === undefined) throw new TypeError(`${name} is unset: run through playwright.config.ts`)
  return value
}

/**
 * `test` with the demo as `baseURL` (its build, or `vite dev` in the `dev` project), `cloud` (the URLs e2e/globalSetup.ts started) and `wallet`:
 * the mock wallet announced by EIP-6963 in every page, holding the first seeded account, on
 * chains 1 and 8453 (and 10, which the demo does not support).
 */
export const test = base.extend<AirlockFixtures & { cspViolations: undefined }>({
  // The build (`vite preview`), or `vite dev` for the `dev` project (playwright.config.ts).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) =>
    use(env(testInfo.project.name === 'dev' ? 'E2E_DEV_DEMO_URL' : 'E2E_DEMO_URL')),
  ...airlockFixtures({
    cloud: () => localStackFromEnv(),
    wallet: (cloud) => ({
      privateKeys: [anvilKey(0)],
      chains: [
        { id: 1, rpcUrl: cloud.rpc[1] as string },
        { id: 8453, rpcUrl: cloud.rpc[8453] as string },
        // A chain the demo does not configure, for the unsupported-network flow.
        { id: 10, rpcUrl: cloud.rpc[1] as string },
      ],
      // As an extension's background page does: the demo's CSP governs the page, not the wallet.
      rpcOutsidePage: true,
      name: walletName,
      rdns: 'dev.airlock.testwallet',
    }),
  }),
  // The build is served under the strict CSP of server/cspPlugin.ts: any violation the browser
  // reports to the preview server while the test runs fails it. After the test's own steps, while
  // its page is still open, so a report on its way still arrives.
  cspViolations: [
    async ({ page, baseURL }, use, testInfo) => {
      const expected = testInfo.annotations.some(({ type }) => type === CSP_VIOLATIONS_EXPECTED)
      if (testInfo.project.name === 'dev' || !baseURL || expected) return use(undefined)
      const before = (await readCspReports(baseURL)).received
      await use(undefined)
      if (!page.isClosed()) await page.waitForTimeout(CSP_REPORT_GRACE_MS)
      const after = await readCspReports(baseURL)
      if (after.received > before) {
        throw new CspViolationError(
          `${after.received - before} CSP violation(s) reported:\n${JSON.stringify(after.reports.slice(before), null, 1)}`,
        )
      }
    },
    { auto: true },
  ],
})

/** The annotation of a test that causes violations on purpose (e2e/csp.spec.ts). */
export const CSP_VIOLATIONS_EXPECTED = 'csp-violations-expected'

/** How long a finished test waits for violation reports still on their way. */
const CSP_REPORT_GRACE_MS = 250

class CspViolationError extends Error {
  override name = 'CspViolationError'
}

/** What the preview server heard at `report-uri` (server/cspPlugin.ts). */
export async function readCspReports(
  demoUrl: string,
): Promise<{ received: number; reports: unknown[] }> {
  const response = await fetch(new URL('/api/csp-report', demoUrl))
  if (!response.ok) throw new CspViolationError(`GET /api/csp-report answered ${response.status}`)
  return (await response.json()) as { received: number; reports: unknown[] }
}

export { expect }
