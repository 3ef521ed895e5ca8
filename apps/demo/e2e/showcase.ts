import type { Locator, Page } from '@playwright/test'
import { formatEther } from 'viem'
import { expect, walletName } from './fixtures'

// The demo as a showcase (issue 21): its Appearance panel switches the kit's language (a reload
// with `createAirlock({ locale })`), theme mode and accent colour.

/** Picks a language in the Appearance panel; the page starts again in it. */
export async function switchLanguage(page: Page, tag: string): Promise<void> {
  const language = page.getByRole('combobox', { name: 'Language' })
  await expect(language).toBeVisible()
  await Promise.all([page.waitForEvent('load'), language.selectOption(tag)])
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue(tag)
}

/** The modal's root element (`.al-root`, in a shadow root) around the open dialog. */
export function modalRoot(dialog: Locator): Promise<{ dir: string | null; lang: string | null }> {
  return dialog.evaluate((node) => {
    const root = node.closest('.al-root')
    return { dir: root?.getAttribute('dir') ?? null, lang: root?.getAttribute('lang') ?? null }
  })
}

/**
 * Opens the modal in a right-to-left language and checks it mirrors: `dir="rtl"` and `lang` on
 * its root, the title in that language, and the header flipped (Close at the left of the title,
 * where a left-to-right modal has it at the right).
 */
export async function expectMirroredModal(
  page: Page,
  words: { tag: string; connect: string; close: string },
): Promise<void> {
  await page.getByRole('button', { name: words.connect }).click()
  const dialog = page.getByRole('dialog', { name: words.connect })
  await expect(dialog.getByRole('heading', { name: words.connect })).toBeVisible()
  expect(await modalRoot(dialog)).toEqual({ dir: 'rtl', lang: words.tag })
  expect(await dialog.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl')
  const close = await dialog.getByRole('button', { name: words.close }).boundingBox()
  const title = await dialog.getByRole('heading', { name: words.connect }).boundingBox()
  if (!close || !title) throw new TypeError('no layout')
  expect(close.x + close.width).toBeLessThanOrEqual(title.x + 1)
  // The wallet's own name is not translated; the list is there, in the mirrored layout.
  await expect(dialog.getByRole('button', { name: walletName }).first()).toBeVisible()
  // Nothing spills out of the page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 1280,
  )
  await dialog.getByRole('button', { name: words.close }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/** The native balance of `address` on chain 1, in ether, as the chain has it. */
export async function chainBalance(rpcUrl: string, address: string): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [address, 'latest'],
    }),
  })
  const { result } = (await response.json()) as { result: string }
  return formatEther(BigInt(result))
}

/** A quantity as the kit writes it in `locale`: 3 decimals, truncated (in the browser's Intl). */
export function quantityIn(page: Page, locale: string, ether: string): Promise<string> {
  return page.evaluate(
    ([tag, value]) =>
      new Intl.NumberFormat(tag, {
        minimumFractionDigits: 3,
        maximumFractionDigits: 3,
        roundingMode: 'trunc',
      } as Intl.NumberFormatOptions).format(value as unknown as number),
    [locale, ether] as const,
  )
}
