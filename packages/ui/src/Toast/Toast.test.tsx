import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { TOAST_RESHOW_MS } from '../constants/timings'
import { Toast } from './Toast'

afterEach(() => {
  vi.useRealTimers()
})

describe('Toast', () => {
  test('a polite status for success; an alert for errors', () => {
    render(<Toast open message="Address copied" variant="success" onClose={() => {}} />)
    expect(screen.getByRole('status').textContent).toBe('Address copied')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('an error toast is an alert', () => {
    render(<Toast open message="Signature declined" variant="error" onClose={() => {}} />)
    expect(screen.getByRole('alert').textContent).toBe('Signature declined')
  })

  test(`a new message while one shows: the old one goes, the new one comes ${TOAST_RESHOW_MS} ms later`, () => {
    vi.useFakeTimers()
    const { rerender } = render(<Toast open message="Address copied" onClose={() => {}} />)
    rerender(<Toast open message="Transaction started" onClose={() => {}} />)
    expect(screen.queryByText('Address copied')).toBeNull()
    expect(screen.queryByText('Transaction started')).toBeNull()
    act(() => vi.advanceTimersByTime(TOAST_RESHOW_MS - 1))
    expect(screen.queryByText('Transaction started')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText('Transaction started')).toBeTruthy()
    expect(TOAST_RESHOW_MS).toBe(150)
  })

  test('the same message again (a new key) also goes and comes back', () => {
    vi.useFakeTimers()
    const { rerender } = render(
      <Toast open message="Address copied" toastKey={1} onClose={() => {}} />,
    )
    rerender(<Toast open message="Address copied" toastKey={2} onClose={() => {}} />)
    expect(screen.queryByText('Address copied')).toBeNull()
    act(() => vi.advanceTimersByTime(TOAST_RESHOW_MS))
    expect(screen.getByText('Address copied')).toBeTruthy()
  })

  test('asks to close after its duration, not while hovered; loading toasts stay', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    const { rerender } = render(<Toast open message="Copied" duration={2500} onClose={onClose} />)
    act(() => vi.advanceTimersByTime(2499))
    expect(onClose).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onClose).toHaveBeenCalledOnce()

    onClose.mockClear()
    rerender(<Toast open message="Hover me" duration={2500} onClose={onClose} />)
    act(() => vi.advanceTimersByTime(TOAST_RESHOW_MS))
    const toast = screen.getByText('Hover me').closest('.al-toast')
    if (!toast) throw new Error('no toast')
    act(() => {
      toast.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    })
    act(() => vi.advanceTimersByTime(5000))
    expect(onClose).not.toHaveBeenCalled()

    rerender(<Toast open message="Authenticating..." variant="loading" onClose={onClose} />)
    act(() => vi.advanceTimersByTime(10000))
    expect(onClose).not.toHaveBeenCalled()
  })

  test('closing hides it at once', () => {
    const { rerender } = render(<Toast open message="Copied" onClose={() => {}} />)
    rerender(<Toast open={false} message="Copied" onClose={() => {}} />)
    expect(screen.queryByText('Copied')).toBeNull()
  })
})
