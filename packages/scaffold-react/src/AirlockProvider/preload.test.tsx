import { createMemoryStorage, mainnet } from '@airlock/core'
import { createTestAdapter } from '@airlock/core/testing'
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createAirlock } from '../createAirlock'
import { AirlockProvider } from './AirlockProvider'

const airlockWith = (preloadModal?: 'idle' | 'intent') =>
  createAirlock({
    projectId: 'preload',
    networks: [mainnet],
    adapters: [createTestAdapter()],
    storage: createMemoryStorage(),
    ...(preloadModal ? { preloadModal } : {}),
  })

// happy-dom has no idle callbacks: stand-ins the test can count (its page is already loaded).
const idle = vi.fn((_callback: () => void) => 1)
const cancel = vi.fn()
beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', idle)
  vi.stubGlobal('cancelIdleCallback', cancel)
  expect(document.readyState).toBe('complete')
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  idle.mockClear()
  cancel.mockClear()
})

describe("when the modal's further views load", () => {
  test('by default (intent) a first visit schedules nothing: no request until the visitor acts', () => {
    const airlock = airlockWith()
    expect(airlock.preloadModal).toBe('intent')
    render(<AirlockProvider airlock={airlock} />)
    expect(idle).not.toHaveBeenCalled()
  })

  test("with preloadModal: 'idle' the views are scheduled for the next idle moment; unmounting cancels it", () => {
    render(<AirlockProvider airlock={airlockWith('idle')} />)
    expect(idle).toHaveBeenCalledTimes(1)
    cleanup()
    idle.mockClear()

    const { unmount } = render(<AirlockProvider airlock={airlockWith('idle')} />)
    unmount()
    expect(cancel).toHaveBeenCalledWith(1)
  })
})
