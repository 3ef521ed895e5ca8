import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../constants/timings'
import { NEVER_LOADS, PIXEL } from '../test/images'
import { NetworkImage } from './NetworkImage'

afterEach(() => {
  vi.useRealTimers()
})

describe('NetworkImage', () => {
  test('shows the logo named after the network once loaded', async () => {
    render(<NetworkImage src={PIXEL} name="Ethereum" />)
    await waitFor(() => expect(screen.getByRole('img', { name: 'Ethereum' }).tagName).toBe('IMG'))
  })

  test('falls back after the 2 s preload time-out', () => {
    vi.useFakeTimers()
    render(<NetworkImage src={NEVER_LOADS} name="Base" />)
    act(() => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS - 1))
    expect(screen.getByRole('img', { name: 'Base' }).tagName).toBe('IMG')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('img', { name: 'Base' }).tagName).toBe('SPAN')
  })

  test('decorative images have an empty alt', () => {
    const { container } = render(<NetworkImage src={PIXEL} name="Base" decorative />)
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(screen.queryByRole('img')).toBeNull()
  })
})
