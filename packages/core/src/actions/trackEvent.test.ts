import { describe, expect, test, vi } from 'vitest'
import { TrackedEvents } from '../constants/events'
import { createAirlockCore } from '../createAirlockCore'
import { mainnet } from '../networks/evm'
import type { AirlockOptions } from '../options/types'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { markIntent } from './markIntent'
import { onEvent } from './onEvent'
import { takePendingAnalytics } from './takePendingAnalytics'
import { MAX_TRACKED_EVENTS, trackEvent } from './trackEvent'

function setup(options: Partial<AirlockOptions> = {}) {
  return createAirlockCore({
    projectId: 'p',
    networks: [mainnet],
    storage: createMemoryStorage(),
    ...options,
  })
}

describe('trackEvent', () => {
  test.each(Object.values(TrackedEvents))('records %s with its properties and time', (event) => {
    const core = setup()
    const entry = trackEvent(core, { event, properties: { network: 'eip155:1' } }, 1234)
    expect(entry).toEqual({ event, properties: { network: 'eip155:1' }, timestamp: 1234 })
    expect(core.state.events.events).toEqual([entry])
  })

  test('records the SPEC.md §8 literals', () => {
    const core = setup()
    trackEvent(core, { event: 'ERROR_FETCH_TRANSACTIONS' }, 1)
    expect(core.state.events.events[0]).toEqual({ event: 'ERROR_FETCH_TRANSACTIONS', timestamp: 1 })
  })

  test('keeps the latest 100', () => {
    const core = setup()
    for (let index = 0; index < MAX_TRACKED_EVENTS + 5; index += 1) {
      trackEvent(core, { event: `E${index}` }, index)
    }
    expect(core.state.events.events).toHaveLength(100)
    expect(core.state.events.events[0]?.event).toBe('E5')
    expect(core.state.events.pendingAnalytics).toHaveLength(100)
  })

  test('onEvent listeners get every event until they unsubscribe', () => {
    const core = setup()
    const listener = vi.fn()
    const stop = onEvent(core, listener)
    trackEvent(core, { event: TrackedEvents.SIWX_AUTH_SUCCESS }, 1)
    stop()
    trackEvent(core, { event: TrackedEvents.SIWX_AUTH_ERROR }, 2)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledWith({ event: 'SIWX_AUTH_SUCCESS', timestamp: 1 })
  })

  test('the same listener subscribed twice is called twice, and unsubscribes separately', () => {
    const core = setup()
    const listener = vi.fn()
    const stopFirst = onEvent(core, listener)
    onEvent(core, listener)
    stopFirst()
    trackEvent(core, { event: 'X' })
    expect(listener).toHaveBeenCalledTimes(1)
  })
})

// SPEC-READINGS "Behaviour": nothing is sent before the visitor's first intent; events queue.
describe('analytics queue', () => {
  test('events queue until intent, then are handed over once', () => {
    const core = setup()
    trackEvent(core, { event: TrackedEvents.CLICK_CANCEL_SIWX }, 1)
    expect(core.state.events.intent).toBe(false)
    expect(takePendingAnalytics(core)).toEqual([])
    expect(core.state.events.pendingAnalytics).toHaveLength(1)

    markIntent(core)
    expect(core.state.events.intent).toBe(true)
    expect(takePendingAnalytics(core)).toEqual([{ event: 'CLICK_CANCEL_SIWX', timestamp: 1 }])
    expect(takePendingAnalytics(core)).toEqual([])
  })

  test('nothing queues when analytics is off', () => {
    const core = setup({ features: { analytics: false } })
    trackEvent(core, { event: TrackedEvents.SIWX_AUTH_SUCCESS })
    expect(core.state.events.pendingAnalytics).toEqual([])
    expect(core.state.events.events).toHaveLength(1)
  })
})
