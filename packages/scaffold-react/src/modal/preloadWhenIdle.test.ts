import { describe, expect, test, vi } from 'vitest'
import { type PreloadWhenIdleOptions, preloadWhenIdle } from './preloadWhenIdle'

function fakeWindow({ readyState = 'complete', saveData = false, idle = true } = {}) {
  const listeners = new Map<string, () => void>()
  const idleCallbacks: (() => void)[] = []
  const timers: (() => void)[] = []
  const win = {
    document: { readyState },
    navigator: { connection: { saveData } },
    addEventListener: vi.fn((type: string, listener: () => void) => listeners.set(type, listener)),
    removeEventListener: vi.fn((type: string) => listeners.delete(type)),
    setTimeout: vi.fn((callback: () => void) => timers.push(callback)),
    clearTimeout: vi.fn(),
    ...(idle
      ? {
          requestIdleCallback: vi.fn((callback: () => void) => idleCallbacks.push(callback)),
          cancelIdleCallback: vi.fn(),
        }
      : {}),
  }
  return {
    win: win as unknown as NonNullable<PreloadWhenIdleOptions['win']>,
    fire: (type: string) => listeners.get(type)?.(),
    runIdle: () => {
      for (const callback of idleCallbacks.splice(0)) callback()
    },
    runTimers: () => {
      for (const callback of timers.splice(0)) callback()
    },
    raw: win,
  }
}

describe('preloadWhenIdle', () => {
  test('a loaded page loads the code at the next idle moment, not before', () => {
    const load = vi.fn(async () => undefined)
    const page = fakeWindow()
    preloadWhenIdle(load, { win: page.win })
    expect(load).not.toHaveBeenCalled()
    page.runIdle()
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('a page still loading waits for its load event, then for idle', () => {
    const load = vi.fn(async () => undefined)
    const page = fakeWindow({ readyState: 'loading' })
    preloadWhenIdle(load, { win: page.win })
    page.runIdle()
    expect(load).not.toHaveBeenCalled()
    page.fire('load')
    page.runIdle()
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('without requestIdleCallback a short timer stands in', () => {
    const load = vi.fn(async () => undefined)
    const page = fakeWindow({ idle: false })
    preloadWhenIdle(load, { win: page.win })
    page.runTimers()
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('a visitor saving data gets nothing preloaded', () => {
    const load = vi.fn(async () => undefined)
    const page = fakeWindow({ saveData: true })
    preloadWhenIdle(load, { win: page.win })
    page.fire('load')
    page.runIdle()
    page.runTimers()
    expect(load).not.toHaveBeenCalled()
  })

  test('cancelling (unmount) before idle loads nothing and removes the listener', () => {
    const load = vi.fn(async () => undefined)
    const page = fakeWindow({ readyState: 'loading' })
    const cancel = preloadWhenIdle(load, { win: page.win })
    cancel()
    page.fire('load')
    page.runIdle()
    expect(load).not.toHaveBeenCalled()
    expect(page.raw.removeEventListener).toHaveBeenCalledWith('load', expect.any(Function))
  })

  test('afterMs waits that long first, then for idle; cancelling during the wait loads nothing', () => {
    const load = vi.fn(async () => undefined)
    const page = fakeWindow()
    preloadWhenIdle(load, { afterMs: 800, win: page.win })
    expect(page.raw.setTimeout).toHaveBeenCalledWith(expect.any(Function), 800)
    page.runIdle()
    expect(load).not.toHaveBeenCalled()
    page.runTimers()
    page.runIdle()
    expect(load).toHaveBeenCalledTimes(1)

    const other = fakeWindow()
    const cancel = preloadWhenIdle(load, { afterMs: 800, win: other.win })
    cancel()
    expect(other.raw.clearTimeout).toHaveBeenCalled()
  })

  test('a failed load is swallowed: the open path asks again', async () => {
    const load = vi.fn(async () => {
      throw new Error('offline')
    })
    const page = fakeWindow()
    preloadWhenIdle(load, { win: page.win })
    page.runIdle()
    await Promise.resolve()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
