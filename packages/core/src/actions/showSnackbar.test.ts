import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { SNACKBAR_RESHOW_MS } from '../constants/timing'
import { createAirlockCore } from '../createAirlockCore'
import { mainnet } from '../networks/evm'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { hideSnackbar } from './hideSnackbar'
import { showSnackbar } from './showSnackbar'

function setup() {
  return createAirlockCore({ projectId: 'p', networks: [mainnet], storage: createMemoryStorage() })
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('showSnackbar', () => {
  test('shows at once when none is showing', () => {
    const core = setup()
    showSnackbar(core, { message: 'Transaction started', variant: 'success' })
    expect(core.state.snackbar).toEqual({
      message: 'Transaction started',
      messageId: undefined,
      params: undefined,
      variant: 'success',
      open: true,
    })
  })

  test('core passes a catalogue id, not words', () => {
    const core = setup()
    showSnackbar(core, { messageId: 'tokenBalanceUnavailable', variant: 'error' })
    expect(core.state.snackbar).toEqual({
      message: '',
      messageId: 'tokenBalanceUnavailable',
      params: undefined,
      variant: 'error',
      open: true,
    })
  })

  test('a toast can be shown again after 150 ms (SPEC.md §2)', () => {
    expect(SNACKBAR_RESHOW_MS).toBe(150)
    const core = setup()
    showSnackbar(core, { message: 'first', variant: 'info' })
    showSnackbar(core, { message: 'second', variant: 'error' })
    expect(core.state.snackbar.open).toBe(false)
    vi.advanceTimersByTime(149)
    expect(core.state.snackbar).toMatchObject({ open: false, message: 'first' })
    vi.advanceTimersByTime(1)
    expect(core.state.snackbar).toMatchObject({ message: 'second', variant: 'error', open: true })
  })

  test('a third toast while one waits replaces the waiting one', () => {
    const core = setup()
    showSnackbar(core, { message: 'first', variant: 'info' })
    showSnackbar(core, { message: 'second', variant: 'info' })
    vi.advanceTimersByTime(100)
    showSnackbar(core, { message: 'third', variant: 'loading' })
    vi.advanceTimersByTime(149)
    expect(core.state.snackbar.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(core.state.snackbar).toMatchObject({ message: 'third', variant: 'loading', open: true })
  })

  test('hideSnackbar hides and drops a waiting toast', () => {
    const core = setup()
    showSnackbar(core, { message: 'first', variant: 'info' })
    showSnackbar(core, { message: 'second', variant: 'info' })
    hideSnackbar(core)
    vi.advanceTimersByTime(1000)
    expect(core.state.snackbar).toMatchObject({ open: false, message: 'first' })
    showSnackbar(core, { message: 'third', variant: 'info' })
    expect(core.state.snackbar).toMatchObject({ open: true, message: 'third' })
  })
})
