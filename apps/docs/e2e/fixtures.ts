import { anvilKey } from '@airlock/testing/anvil'
import { type AirlockFixtures, airlockFixtures } from '@airlock/testing/fixtures'
import { localStackFromEnv } from '@airlock/testing/stack'
import { test as base, expect, type Locator, type Page } from '@playwright/test'

/** What the mock wallet announces: the registry's `Airlock Test Wallet`. */
export const walletName = 'Airlock Test Wallet'

/**
 * `test` with the built site as `baseURL` (e2e/globalSetup.ts), `cloud` (the local services it
 * started) and `wallet`: the mock wallet announced by EIP-6963 in every page of a test that asks
 * for it, holding the first seeded account, on chains 1 and 8453. `pageErrors` fails a test after
 * its steps if the page threw or logged an error.
 */
export const test = base.extend<AirlockFixtures & { pageErrors: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_DOCS_URL
    if (!url) throw new TypeError('E2E_DOCS_URL is unset: run through playwright.config.ts')
    await use(url)
  },
  ...airlockFixtures({
    cloud: () => localStackFromEnv(),
    wallet: (cloud) => ({
      privateKeys: [anvilKey(0)],
      chains: [
        { id: 1, rpcUrl: cloud.rpc[1] as string },
        { id: 8453, rpcUrl: cloud.rpc[8453] as string },
      ],
      // As an extension's background page does: its RPC is not the page's.
      rpcOutsidePage: true,
      name: walletName,
      rdns: 'dev.airlock.testwallet',
    }),
  }),
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const at = message.location().url
        errors.push(`console.error: ${message.text()}${at ? ` (${at})` : ''}`)
      })
      page.on('response', (response) => {
        if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`)
      })
      await use(errors)
      expect(errors, 'the page threw or logged errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** The live example `name` of the page (its frame: label, example, and the modal it opens). */
export function liveExample(page: Page, name: string): Locator {
  return page.locator(`[data-live-example="${name}"]`)
}

/**
 * The modal a button opened: the dialog in the root Airlock adds to `<body>` (an inline
 * `AirlockModal` on the page is a dialog too, inside its example).
 */
export function openModal(page: Page): Locator {
  return page.locator('body > airlock-root').getByRole('dialog')
}

/**
 * Connects the mock wallet through the modal that `example`'s Connect Wallet button opens, the
 * way a visitor does, and closes the modal (which shows the account after connecting).
 */
export async function connectIn(page: Page, example: Locator): Promise<void> {
  await example.getByRole('button', { name: 'Connect Wallet' }).click()
  await pickWallet(page)
}

/** Picks the mock wallet in the open modal, waits until it is connected, and closes the modal. */
export async function pickWallet(page: Page): Promise<void> {
  const dialog = openModal(page)
  await dialog.getByRole('button', { name: walletName }).first().click()
  // Connected: the modal moves on to the account.
  await expect(dialog.getByRole('button', { name: walletName })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
}
