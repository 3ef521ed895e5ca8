import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** What the modal did while the visitor went from Connect to What is a wallet?. */
export type MotionRecord = {
  /** ms the leaving view stayed (faded out) after the new one mounted; null when it never did. */
  exitLasted: number | null
  /** ms the header title was faded out before the new text came in; null when it never was. */
  titleOutLasted: number | null
  /** Whether the body ever animated its height. */
  resized: boolean
  /** Computed CSS timings, as the browser reads them. */
  css: { title: string; body: string; enter: string | null; exit: string | null }
  /** The longest finite animation the modal's root ran after the change, in ms. */
  longestAnimation: number
}

/**
 * Opens Connect, then What is a wallet?, and records the modal's motion in the page (a
 * MutationObserver on the modal's shadow root): how long the leaving view and the faded title
 * stayed, whether the height animated, and the CSS durations the browser computed.
 */
export async function recordViewChange(page: Page): Promise<MotionRecord> {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  // The opening animations end before the change is watched.
  await page.waitForTimeout(400)
  await page.evaluate(() => {
    const root = [...document.querySelectorAll('airlock-root')]
      .map((host) => host.shadowRoot)
      .find((shadow) => shadow?.querySelector('[role="dialog"]'))
    if (!root) throw new TypeError('no modal root')
    const record = {
      exitFrom: null as number | null,
      exitTo: null as number | null,
      outFrom: null as number | null,
      outTo: null as number | null,
      resized: false,
      enter: null as string | null,
      exit: null as string | null,
    }
    const look = () => {
      const now = performance.now()
      const exit = root.querySelector('.al-modal-view[data-phase="exit"]')
      if (exit && record.exitFrom === null) {
        record.exitFrom = now
        record.exit = getComputedStyle(exit).animationDuration
      }
      if (!exit && record.exitFrom !== null && record.exitTo === null) record.exitTo = now
      const enter = root.querySelector('.al-modal-view[data-phase="enter"]')
      if (enter && record.enter === null) record.enter = getComputedStyle(enter).animationDuration
      const out = root.querySelector('.al-modal-title[data-phase="out"]')
      if (out && record.outFrom === null) record.outFrom = now
      if (!out && record.outFrom !== null && record.outTo === null) record.outTo = now
      if (root.querySelector('.al-modal-body[data-resizing]')) record.resized = true
    }
    new MutationObserver(look).observe(root, { subtree: true, childList: true, attributes: true })
    Object.assign(window, { airlockMotion: { root, record } })
  })
  await dialog.getByRole('button', { name: 'What is a wallet?' }).click()
  await expect(dialog.getByRole('heading', { name: 'What is a Wallet?' })).toBeVisible()
  // Past every timing (the longest is 150 ms), with room for a busy machine.
  await page.waitForTimeout(1000)
  return page.evaluate(() => {
    const { root, record } = (
      window as unknown as {
        airlockMotion: { root: ShadowRoot; record: Record<string, number | string | null> }
      }
    ).airlockMotion
    const lasted = (from: unknown, to: unknown) =>
      typeof from === 'number' && typeof to === 'number' ? to - from : null
    const style = (selector: string) => {
      const element = root.querySelector(selector)
      return element ? getComputedStyle(element).transitionDuration : ''
    }
    const durations = root
      .getAnimations()
      .map((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0))
      .filter((duration) => Number.isFinite(duration))
    return {
      exitLasted: lasted(record.exitFrom, record.exitTo),
      titleOutLasted: lasted(record.outFrom, record.outTo),
      resized: Boolean(record.resized),
      css: {
        title: style('.al-modal-title'),
        body: style('.al-modal-body'),
        enter: (record.enter as string | null) ?? null,
        exit: (record.exit as string | null) ?? null,
      },
      longestAnimation: Math.max(0, ...durations),
    }
  })
}
