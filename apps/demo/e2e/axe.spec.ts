import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { connectWallet } from './connectWallet'
import { expect, test } from './fixtures'

// axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) over the real demo (issue 21): the page, and
// the open modal's main views (Connect, All Wallets, Account, Networks, Unsupported Network),
// light and dark, desktop and phone. Stories get the same check in the Storybook check; this is
// the assembled page, with the header buttons, the demo's own markup and the real data.

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** axe over the whole document, shadow roots included; each violation with up to 4 targets. */
async function violations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the build's CSP refuses inline scripts, as it should.
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.evaluate(readFileSync(axeSource, 'utf8'))
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    })
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .slice(0, 4)
          .map((node) => `${node.target.join(' >>> ')} ${node.failureSummary ?? ''}`)
          .join('; ')})`,
    )
  })
}

/** Waits out the view's 150 ms transition (the old view fades on top) and checks the page. */
async function expectClean(page: Page, where: string): Promise<void> {
  await page.waitForTimeout(400)
  expect(await violations(page), where).toEqual([])
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [
    { name: '1280x800', size: { width: 1280, height: 800 } },
    { name: '390x844', size: { width: 390, height: 844 } },
  ]) {
    test(`axe: the demo page and the modal's main views, ${colorScheme}, ${viewport.name}`, async ({
      page,
      wallet,
    }) => {
      test.setTimeout(120_000)
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
      await page.setViewportSize(viewport.size)
      await page.goto('/')
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
      await expectClean(page, 'page')

      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const dialog = page.getByRole('dialog')
      await expect(
        dialog.getByRole('button', { name: /Airlock Test Wallet/ }).first(),
      ).toBeVisible()
      await expectClean(page, 'Connect')
      await dialog.getByRole('button', { name: 'All Wallets' }).click()
      await expect(dialog.getByRole('heading', { name: 'All Wallets' })).toBeVisible()
      await expect(dialog.getByRole('list', { name: 'All Wallets' })).toBeVisible()
      await expectClean(page, 'All Wallets')
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(dialog).toHaveCount(0)

      await connectWallet(page, wallet.addresses[0] as string)
      await expectClean(page, 'page, connected')
      await page.getByRole('button', { name: /^0xf39F/ }).click()
      await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeVisible()
      await expectClean(page, 'Account')
      await dialog.getByRole('button', { name: 'Close' }).click()
      await page.getByRole('button', { name: 'Ethereum', exact: true }).click()
      await expect(dialog.getByRole('list', { name: 'Networks' })).toBeVisible()
      await expectClean(page, 'Networks')
      await wallet.switchChain(10)
      await expect(dialog.getByRole('heading', { name: 'Unsupported Network' })).toBeVisible()
      await expectClean(page, 'Unsupported Network')
    })
  }
}
