import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../constants/timings'
import { NEVER_LOADS } from '../test/images'
import { TokenListItem } from './TokenListItem'

describe('TokenListItem', () => {
  test('shows name, the quantity with 3 decimals and symbol, and the value', () => {
    render(
      <TokenListItem
        name="Ether"
        symbol="ETH"
        quantity="1.23456"
        value="$4,012.00"
        locale="en-US"
      />,
    )
    expect(screen.getByText('Ether')).toBeTruthy()
    expect(screen.getByText('1.234 ETH')).toBeTruthy()
    expect(screen.getByText('$4,012.00')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  test('with onSelect it is a button', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(
      <TokenListItem
        name="USD Coin"
        symbol="USDC"
        quantity="10"
        onSelect={onSelect}
        locale="en-US"
      />,
    )
    await user.click(screen.getByRole('button', { name: /USD Coin.*10\.000 USDC/ }))
    expect(onSelect).toHaveBeenCalledOnce()
  })

  test('without an icon the symbol initial stands in', () => {
    const { container } = render(<TokenListItem name="Dai" symbol="dai" quantity="1" />)
    expect(container.querySelector('.al-token-icon')?.textContent).toBe('D')
  })
})

describe('TokenListItem: icon fallback (2 s, SPEC.md §2)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })
  const icon = (container: HTMLElement) => container.querySelector('.al-token-icon')
  const token = (src: string) => (
    <TokenListItem name="Ether" symbol="eth" quantity="1" iconSrc={src} locale="en-US" />
  )

  test('an icon that never loads gives way to the symbol letter after exactly 2000 ms', () => {
    vi.useFakeTimers()
    const { container } = render(token(NEVER_LOADS))
    expect(icon(container)?.getAttribute('data-status')).toBe('loading')
    act(() => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS - 1))
    expect(icon(container)?.querySelector('img')).not.toBeNull()
    expect(icon(container)?.textContent).toBe('')
    act(() => vi.advanceTimersByTime(1))
    expect(icon(container)?.getAttribute('data-status')).toBe('failed')
    expect(icon(container)?.querySelector('img')).toBeNull()
    expect(icon(container)?.textContent).toBe('E')
    expect(IMAGE_PRELOAD_TIMEOUT_MS).toBe(2000)
  })

  test('an icon that errors shows the letter at once; a late load does not bring it back', () => {
    vi.useFakeTimers()
    const { container } = render(token(NEVER_LOADS))
    const img = icon(container)?.querySelector('img')
    if (!img) throw new Error('no img')
    fireEvent.error(img)
    expect(icon(container)?.textContent).toBe('E')
    fireEvent.load(img)
    act(() => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS))
    expect(icon(container)?.getAttribute('data-status')).toBe('failed')
  })

  test('an icon that loads within the 2 s stays', () => {
    vi.useFakeTimers()
    const { container } = render(token(NEVER_LOADS))
    const img = icon(container)?.querySelector('img')
    if (!img) throw new Error('no img')
    act(() => vi.advanceTimersByTime(1999))
    fireEvent.load(img)
    act(() => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS))
    expect(icon(container)?.getAttribute('data-status')).toBe('loaded')
    expect(icon(container)?.querySelector('img')).not.toBeNull()
  })
})
