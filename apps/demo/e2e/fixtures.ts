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
export const test = base.extend<AirlockFixtures>({
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
      name: walletName,
      rdns: 'dev.airlock.testwallet',
    }),
  }),
})

export { expect }
