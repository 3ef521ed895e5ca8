import { anvilKey } from '@airlock/testing/anvil'
import { type AirlockFixtures, airlockFixtures } from '@airlock/testing/fixtures'
import { localStackFromEnv } from '@airlock/testing/stack'
import { test as base, expect } from '@playwright/test'

/** What the mock wallet announces: the registry's `Airlock Test Wallet`. */
export const walletName = 'Airlock Test Wallet'
export const walletRdns = 'dev.airlock.testwallet'

/**
 * `test` with the app (`next start`, e2e/globalSetup.ts) as `baseURL`, `cloud` and `wallet`: the
 * mock wallet announced by EIP-6963 in every page, holding the first seeded account on chains 1
 * and 8453.
 */
export const test = base.extend<AirlockFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => use(process.env.E2E_APP_URL),
  ...airlockFixtures({
    cloud: () => localStackFromEnv(),
    wallet: (cloud) => ({
      privateKeys: [anvilKey(0)],
      chains: [
        { id: 1, rpcUrl: cloud.rpc[1] as string },
        { id: 8453, rpcUrl: cloud.rpc[8453] as string },
      ],
      name: walletName,
      rdns: walletRdns,
    }),
  }),
})

export { expect }
