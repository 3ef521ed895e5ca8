import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../constants/timings'
import { NEVER_LOADS, PIXEL } from '../test/images'
import { WalletImage } from './WalletImage'

afterEach(() => {
  vi.useRealTimers()
})

const frame = (container: HTMLElement) => container.querySelector('.al-wallet-image')

describe('WalletImage', () => {
  test('shows the image, named after the wallet, once it loads', async () => {
    const { container } = render(<WalletImage src={PIXEL} name="Rainbow" />)
    await waitFor(() => expect(frame(container)?.getAttribute('data-status')).toBe('loaded'))
    expect(screen.getByRole('img', { name: 'Rainbow' }).tagName).toBe('IMG')
  })

  test('an image that has not loaded after 2 s gives way to the fallback', () => {
    vi.useFakeTimers()
    const { container } = render(<WalletImage src={NEVER_LOADS} name="Slow Wallet" />)
    expect(frame(container)?.getAttribute('data-status')).toBe('loading')
    act(() => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS - 1))
    expect(container.querySelector('img')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(container.querySelector('img')).toBeNull()
    expect(frame(container)?.getAttribute('data-status')).toBe('failed')
    expect(screen.getByRole('img', { name: 'Slow Wallet' }).tagName).toBe('SPAN')
    expect(IMAGE_PRELOAD_TIMEOUT_MS).toBe(2000)
  })

  test('a load before the time-out cancels it', () => {
    vi.useFakeTimers()
    const { container } = render(<WalletImage src={NEVER_LOADS} name="W" />)
    act(() => vi.advanceTimersByTime(1500))
    const img = container.querySelector('img')
    if (!img) throw new Error('no img')
    fireEvent.load(img)
    act(() => vi.advanceTimersByTime(5000))
    expect(frame(container)?.getAttribute('data-status')).toBe('loaded')
  })

  test('a load after the time-out does not bring the image back (no flicker)', () => {
    vi.useFakeTimers()
    const { container } = render(<WalletImage src={NEVER_LOADS} name="W" />)
    const img = container.querySelector('img')
    if (!img) throw new Error('no img')
    act(() => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS))
    fireEvent.load(img)
    expect(frame(container)?.getAttribute('data-status')).toBe('failed')
  })

  test('an error shows the fallback at once; no src shows it from the start', () => {
    const { container, rerender } = render(<WalletImage src={NEVER_LOADS} name="Broken" />)
    const img = container.querySelector('img')
    if (!img) throw new Error('no img')
    fireEvent.error(img)
    expect(screen.getByRole('img', { name: 'Broken' }).tagName).toBe('SPAN')
    rerender(<WalletImage name="None" />)
    expect(screen.getByRole('img', { name: 'None' }).tagName).toBe('SPAN')
  })

  test('a new src starts over with its own 2 s', () => {
    vi.useFakeTimers()
    const { container, rerender } = render(<WalletImage src={NEVER_LOADS} name="W" />)
    act(() => vi.advanceTimersByTime(1500))
    rerender(<WalletImage src={`${NEVER_LOADS}?v=2`} name="W" />)
    act(() => vi.advanceTimersByTime(1500))
    expect(frame(container)?.getAttribute('data-status')).toBe('loading')
    act(() => vi.advanceTimersByTime(500))
    expect(frame(container)?.getAttribute('data-status')).toBe('failed')
  })

  test('decorative: hidden from screen readers, loaded or not', () => {
    const { container } = render(<WalletImage name="W" decorative />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(frame(container)?.getAttribute('data-status')).toBe('failed')
  })
})
