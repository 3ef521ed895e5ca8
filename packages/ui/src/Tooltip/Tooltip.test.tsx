import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { TOOLTIP_DELAY_MS } from '../constants/timings'
import { IconButton } from '../IconButton/IconButton'
import { Tooltip } from './Tooltip'

afterEach(() => {
  vi.useRealTimers()
})

const tip = () => screen.queryByRole('tooltip')

describe('Tooltip', () => {
  test('it describes its trigger', () => {
    render(
      <Tooltip content="Copies the full address">
        <IconButton icon="copy" label="Copy" />
      </Tooltip>,
    )
    expect(
      screen.getByRole('button', { name: 'Copy', description: 'Copies the full address' }),
    ).toBeTruthy()
  })

  test('keyboard focus shows it at once; blur hides it', async () => {
    const user = userEvent.setup()
    render(
      <Tooltip content="Copies the full address">
        <IconButton icon="copy" label="Copy" />
      </Tooltip>,
    )
    expect(tip()).toBeNull()
    await user.tab()
    expect(tip()?.textContent).toBe('Copies the full address')
    await user.tab()
    expect(tip()).toBeNull()
  })

  test('Escape hides it and goes no further', async () => {
    const user = userEvent.setup()
    const outer = vi.fn()
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: a stand-in for the modal's Escape handler
      <div onKeyDown={(e) => outer(e.defaultPrevented)}>
        <Tooltip content="Help">
          <IconButton icon="info" label="Info" />
        </Tooltip>
      </div>,
    )
    await user.tab()
    await user.keyboard('{Escape}')
    expect(tip()).toBeNull()
    expect(outer).toHaveBeenLastCalledWith(true)
  })

  test(`hover shows it after ${TOOLTIP_DELAY_MS} ms; leaving hides it`, () => {
    vi.useFakeTimers()
    render(
      <Tooltip content="Help">
        <IconButton icon="info" label="Info" />
      </Tooltip>,
    )
    const anchor = screen.getByRole('button').parentElement as HTMLElement
    fireEvent.pointerEnter(anchor)
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1))
    expect(tip()).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(tip()).not.toBeNull()
    fireEvent.pointerLeave(anchor)
    expect(tip()).toBeNull()
  })

  test("keeps the trigger's own handlers and description", async () => {
    const user = userEvent.setup()
    const onFocus = vi.fn()
    render(
      <>
        <span id="extra">More</span>
        <Tooltip content="Help">
          <button type="button" aria-describedby="extra" onFocus={onFocus}>
            Info
          </button>
        </Tooltip>
      </>,
    )
    await user.tab()
    expect(onFocus).toHaveBeenCalled()
    expect(screen.getByRole('button', { description: 'More Help' })).toBeTruthy()
  })
})
