import { HEADER_TEXT_ANIMATION_MS, VIEW_TRANSITION_MS } from '@airlock/core'
import { expect, test } from './fixtures'
import { recordViewChange } from './motion'

// The modal's motion in the real browser (SPEC.md §2): a view change cross-fades for 150 ms, the
// header title for 120 ms, the height animates for 150 ms; a visitor who asked the OS for reduced
// motion gets every change at once. At 1280x800 and on a 390x844 phone.

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''

  test(`a view change fades for 150 ms and the title for 120 ms${label}`, async ({ page }) => {
    if (viewport) await page.setViewportSize(viewport)
    const motion = await recordViewChange(page)
    expect(motion.css).toEqual({ title: '0.12s', body: '0.15s', enter: '0.15s', exit: '0.15s' })
    // The timers, seen from a MutationObserver that notices a frame late (up to ~20 ms of a 150 ms
    // timer; a busy machine makes them longer, never shorter).
    expect(motion.exitLasted).toBeGreaterThanOrEqual(VIEW_TRANSITION_MS - 25)
    expect(motion.titleOutLasted).toBeGreaterThanOrEqual(HEADER_TEXT_ANIMATION_MS - 25)
    // Connect and What is a wallet? differ in height: the body animated between them.
    expect(motion.resized).toBe(true)
  })

  test(`with prefers-reduced-motion every change is instant${label}`, async ({ page }) => {
    if (viewport) await page.setViewportSize(viewport)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const motion = await recordViewChange(page)
    expect(motion.exitLasted).toBeNull()
    expect(motion.css.exit).toBeNull()
    expect(motion.css.enter).toBeNull()
    expect(motion.titleOutLasted).toBeNull()
    expect(motion.resized).toBe(false)
    // What CSS still runs is cut to 1 ms.
    expect(motion.css.title).toBe('0.001s')
    expect(motion.css.body).toBe('0.001s')
    expect(motion.longestAnimation).toBeLessThanOrEqual(1)
  })
}
