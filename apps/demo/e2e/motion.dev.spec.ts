import { HEADER_TEXT_ANIMATION_MS, VIEW_TRANSITION_MS } from '@airlock/core'
import { expect, test } from './fixtures'
import { recordViewChange } from './motion'

// The modal's motion under `vite dev` (React StrictMode mounts every view twice): the timers of
// the cross-fade survive the double mount, and reduced motion still swaps views at once.

test('a view change fades for 150 ms and the title for 120 ms under StrictMode', async ({
  page,
}) => {
  const motion = await recordViewChange(page)
  expect(motion.css).toEqual({ title: '0.12s', body: '0.15s', enter: '0.15s', exit: '0.15s' })
  expect(motion.exitLasted).toBeGreaterThanOrEqual(VIEW_TRANSITION_MS - 25)
  expect(motion.titleOutLasted).toBeGreaterThanOrEqual(HEADER_TEXT_ANIMATION_MS - 25)
})

test('with prefers-reduced-motion every change is instant under StrictMode', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const motion = await recordViewChange(page)
  expect(motion.exitLasted).toBeNull()
  expect(motion.titleOutLasted).toBeNull()
  expect(motion.resized).toBe(false)
  expect(motion.longestAnimation).toBeLessThanOrEqual(1)
})
