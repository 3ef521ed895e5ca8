import { expect, type Locator, type Page } from '@playwright/test'
import { approveInFrame } from './embedded'

// Issue 21's faults, each checked as a visitor meets it, shared by faults.spec.ts (the build) and
// faults.dev.spec.ts (vite dev, React StrictMode).

export const DESKTOP = { width: 1280, height: 800 }
export const PHONE = { width: 390, height: 844 }

/** The embedded wallet's "Sign message" from the page: the frame's approval, every row in view. */
export async function signShowsEveryRow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Approve Transaction' }),
  ).toBeVisible({ timeout: 30_000 })
  const frame = page.frameLocator('#w3m-iframe')
  await expect(frame.getByRole('heading', { name: 'Sign message' })).toBeVisible({
    timeout: 30_000,
  })
  await expectEveryRowInside(page, frame.locator('dt, dd'), ['Account', 'Network', 'Message'])
  await expect(frame.getByText('Hello from the Airlock demo')).toBeVisible()
  await approveInFrame(page, 'Sign message')
  const result = page.getByRole('status', { name: 'Signature result' })
  await expect(result).toContainText(/0x[0-9a-f]{130}/, { timeout: 30_000 })
  await expect(result).toContainText('Valid')
  await expect(result).not.toContainText('Signature declined')
}

/**
 * Every row of the frame's request table (`dt`/`dd`) lies inside the frame and the screen once
 * scrolled to: a two-column grid that pushed every second row out of the card fails this.
 */
export async function expectEveryRowInside(
  page: Page,
  cells: Locator,
  labels: string[],
): Promise<void> {
  const frame = page.locator('#w3m-iframe')
  // The modal settles first (a phone's sheet slides in): two reads 100 ms apart agree.
  await expect
    .poll(async () => {
      const before = await frame.boundingBox()
      await page.waitForTimeout(100)
      const after = await frame.boundingBox()
      return before !== null && JSON.stringify(before) === JSON.stringify(after)
    })
    .toBe(true)
  const viewport = page.viewportSize() as { width: number; height: number }
  const count = await cells.count()
  expect(count).toBeGreaterThanOrEqual(labels.length * 2)
  const texts = await cells.allTextContents()
  for (const label of labels) expect(texts).toContain(label)
  for (let index = 0; index < count; index++) {
    const cell = cells.nth(index)
    await cell.scrollIntoViewIfNeeded()
    const box = await cell.boundingBox()
    if (!box) throw new TypeError(`row cell ${texts[index]} is not rendered`)
    // Where the frame is now: scrolling to the cell (or a phone sheet still sliding in) moves it.
    const frameBox = await frame.boundingBox()
    if (!frameBox) throw new TypeError('the frame is not shown')
    const where = `${texts[index]} at ${JSON.stringify(box)} in ${JSON.stringify(frameBox)}`
    expect(box.width, where).toBeGreaterThan(0)
    expect(box.x, where).toBeGreaterThanOrEqual(Math.max(0, frameBox.x) - 1)
    expect(box.x + box.width, where).toBeLessThanOrEqual(
      Math.min(viewport.width, frameBox.x + frameBox.width) + 1,
    )
    expect(box.y, where).toBeGreaterThanOrEqual(frameBox.y - 1)
    expect(box.y + box.height, where).toBeLessThanOrEqual(frameBox.y + frameBox.height + 1)
  }
}

/** The embedded account's type tag is a tag sized to its words, not a bar across the view. */
export async function expectCompactTag(dialog: Locator): Promise<void> {
  const tag = dialog.getByText('Smart account', { exact: true })
  await expect(tag).toBeVisible()
  const button = dialog.getByRole('button', { name: /^Switch to your / })
  const [tagBox, buttonBox] = await Promise.all([tag.boundingBox(), button.boundingBox()])
  if (!tagBox || !buttonBox) throw new TypeError('tag or switch not rendered')
  // "Smart account" at the tag's small size is ~90 px; the stretched bar was the column's width.
  expect(tagBox.width).toBeLessThan(buttonBox.width * 0.75)
  // Centred under the network button like the rest of the Account view.
  const tagCentre = tagBox.x + tagBox.width / 2
  const buttonCentre = buttonBox.x + buttonBox.width / 2
  expect(Math.abs(tagCentre - buttonCentre)).toBeLessThan(2)
}

/** One focus ring on a focused field: the box draws it, the input inside draws no outline. */
export async function expectOneFocusRing(input: Locator): Promise<void> {
  await input.focus()
  await expect(input).toBeFocused()
  const rings = () =>
    input.evaluate((element) => {
      const box = element.closest('.al-field-box') as HTMLElement
      return `${getComputedStyle(element).outlineStyle} | ${getComputedStyle(box).boxShadow}`
    })
  // The input draws no outline; its box draws an inset 2 px ring (after its 150 ms transition).
  await expect.poll(rings).toMatch(/^none \| .* 2px inset$/)
}
