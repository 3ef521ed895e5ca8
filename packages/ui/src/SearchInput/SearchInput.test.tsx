import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { SEARCH_DEBOUNCE_MS } from '../constants/timings'
import { SearchInput } from './SearchInput'

afterEach(() => {
  vi.useRealTimers()
})

describe('SearchInput', () => {
  test('a searchbox that reports the query 300 ms after the last keystroke', () => {
    vi.useFakeTimers()
    const onSearch = vi.fn()
    render(<SearchInput label="Search wallet" onSearch={onSearch} />)
    const box = screen.getByRole('searchbox', { name: 'Search wallet' })
    fireEvent.change(box, { target: { value: 'me' } })
    act(() => vi.advanceTimersByTime(200))
    fireEvent.change(box, { target: { value: 'meta' } })
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    expect(onSearch).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onSearch).toHaveBeenCalledOnce()
    expect(onSearch).toHaveBeenCalledWith('meta')
    expect(SEARCH_DEBOUNCE_MS).toBe(300)
  })

  test('Enter searches at once', async () => {
    const user = userEvent.setup()
    const onSearch = vi.fn()
    render(<SearchInput label="Search wallet" onSearch={onSearch} />)
    await user.type(screen.getByRole('searchbox'), 'rain{Enter}')
    expect(onSearch).toHaveBeenCalledWith('rain')
  })

  test('Escape clears the text and is not passed on; the clear button does the same', async () => {
    const user = userEvent.setup()
    const onSearch = vi.fn()
    const outer = vi.fn()
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: a stand-in for the modal's Escape handler
      <div onKeyDown={(e) => outer(e.defaultPrevented)}>
        <SearchInput label="Search wallet" onSearch={onSearch} />
      </div>,
    )
    const box = screen.getByRole('searchbox') as HTMLInputElement
    await user.type(box, 'abc')
    await user.keyboard('{Escape}')
    expect(box.value).toBe('')
    expect(onSearch).toHaveBeenLastCalledWith('')
    expect(outer).toHaveBeenLastCalledWith(true)
    await user.type(box, 'x')
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(box.value).toBe('')
    expect(document.activeElement).toBe(box)
  })
})
