import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { Button } from '../Button/Button'
import {
  MENU_POINTER_GRACE_MS,
  MENU_SUBMENU_OPEN_DELAY_MS,
  MENU_TYPEAHEAD_RESET_MS,
} from '../constants/timings'
import { getDeepActiveElement } from '../internal/getDeepActiveElement'
import { renderInRoot } from '../test/renderInRoot'
import { DropdownMenu, type DropdownMenuEntry } from './DropdownMenu'

const networks: DropdownMenuEntry[] = ['Arbitrum', 'Base', 'Berachain', 'Blast', 'Ethereum'].map(
  (name) => ({ id: name, label: name, onSelect: () => {} }),
)

const withSub = (onSelect = () => {}): DropdownMenuEntry[] => [
  { id: 'copy', label: 'Copy address', onSelect },
  { id: 'network', type: 'sub', label: 'Network', items: networks },
  { id: 'sep', type: 'separator' },
  { id: 'disconnect', label: 'Disconnect', tone: 'danger', onSelect },
]

const focusedText = () => getDeepActiveElement(document)?.textContent

afterEach(() => {
  vi.useRealTimers()
})

describe('DropdownMenu', () => {
  test('keyboard: Enter opens on the first item, arrows move, Enter selects, focus returns', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(
      <DropdownMenu
        label="Account actions"
        trigger={<Button>Account</Button>}
        items={[
          { id: 'a', label: 'Copy address', onSelect },
          { id: 'b', label: 'Disconnect', onSelect },
        ]}
      />,
    )
    const trigger = screen.getByRole('button', { name: 'Account' })
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu')
    trigger.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('menu', { name: 'Account actions' })).toBeTruthy()
    expect(focusedText()).toBe('Copy address')
    await user.keyboard('{ArrowDown}')
    expect(focusedText()).toBe('Disconnect')
    await user.keyboard('{ArrowDown}')
    expect(focusedText()).toBe('Copy address')
    await user.keyboard('{End}{Enter}')
    expect(onSelect).toHaveBeenCalledOnce()
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  test('Escape closes it and is marked handled, so a modal around it stays open', async () => {
    const user = userEvent.setup()
    const outer = vi.fn()
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: a stand-in for the modal's Escape handler
      <div onKeyDown={(e) => outer(e.key, e.defaultPrevented)}>
        <DropdownMenu label="Menu" trigger={<Button>Open</Button>} items={networks} />
      </div>,
    )
    screen.getByRole('button', { name: 'Open' }).focus()
    await user.keyboard('{Enter}')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(outer).toHaveBeenLastCalledWith('Escape', true)
  })

  test(`type-ahead: letters within ${MENU_TYPEAHEAD_RESET_MS} ms add up; after it a new search starts`, () => {
    vi.useFakeTimers()
    render(<DropdownMenu label="Networks" trigger={<Button>Network</Button>} items={networks} />)
    const trigger = screen.getByRole('button', { name: 'Network' })
    fireEvent.keyDown(trigger, { key: 'Enter' })
    act(() => vi.advanceTimersByTime(1))
    const menu = screen.getByRole('menu')
    const type = (key: string) => {
      fireEvent.keyDown(getDeepActiveElement(document) ?? menu, { key })
      act(() => vi.advanceTimersByTime(1))
    }
    type('b')
    expect(focusedText()).toBe('Base')
    act(() => vi.advanceTimersByTime(MENU_TYPEAHEAD_RESET_MS - 3))
    type('e') // "be", 999 ms after the "b"
    expect(focusedText()).toBe('Berachain')
    act(() => vi.advanceTimersByTime(MENU_TYPEAHEAD_RESET_MS))
    type('e') // a new search: "e"
    expect(focusedText()).toBe('Ethereum')
    expect(MENU_TYPEAHEAD_RESET_MS).toBe(1000)
  })

  test(`a sub-menu opens ${MENU_SUBMENU_OPEN_DELAY_MS} ms after the pointer rests on its trigger`, async () => {
    const user = userEvent.setup()
    render(<DropdownMenu label="Account" trigger={<Button>Open</Button>} items={withSub()} />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    vi.useFakeTimers()
    const subTrigger = screen.getByRole('menuitem', { name: 'Network' })
    expect(subTrigger.getAttribute('aria-haspopup')).toBe('menu')
    fireEvent.pointerMove(subTrigger, { pointerType: 'mouse', clientX: 20, clientY: 40 })
    act(() => vi.advanceTimersByTime(MENU_SUBMENU_OPEN_DELAY_MS - 1))
    expect(screen.getAllByRole('menu')).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getAllByRole('menu')).toHaveLength(2)
    expect(subTrigger.getAttribute('aria-expanded')).toBe('true')
    expect(MENU_SUBMENU_OPEN_DELAY_MS).toBe(100)
  })

  test('keyboard opens a sub-menu with ArrowRight and leaves it with ArrowLeft', async () => {
    const user = userEvent.setup()
    render(<DropdownMenu label="Account" trigger={<Button>Open</Button>} items={withSub()} />)
    screen.getByRole('button', { name: 'Open' }).focus()
    await user.keyboard('{Enter}{ArrowDown}{ArrowRight}')
    expect(screen.getAllByRole('menu')).toHaveLength(2)
    expect(focusedText()).toBe('Arbitrum')
    await user.keyboard('{ArrowLeft}')
    expect(screen.getAllByRole('menu')).toHaveLength(1)
    expect(focusedText()).toBe('Network')
  })

  test(`pointer grace: for ${MENU_POINTER_GRACE_MS} ms a pointer heading for the sub-menu does not close it`, async () => {
    const user = userEvent.setup()
    render(<DropdownMenu label="Account" trigger={<Button>Open</Button>} items={withSub()} />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    vi.useFakeTimers()
    const subTrigger = screen.getByRole('menuitem', { name: 'Network' })
    fireEvent.pointerMove(subTrigger, { pointerType: 'mouse', clientX: 20, clientY: 40 })
    act(() => vi.advanceTimersByTime(MENU_SUBMENU_OPEN_DELAY_MS))
    const [, sub] = screen.getAllByRole('menu')
    if (!sub) throw new Error('no sub-menu')
    // happy-dom has no layout: place the sub-menu to the right, where a browser would put it.
    const rect = vi
      .spyOn(sub, 'getBoundingClientRect')
      .mockReturnValue(DOMRect.fromRect({ x: 200, y: 0, width: 200, height: 300 }))
    try {
      fireEvent.pointerLeave(subTrigger, { pointerType: 'mouse', clientX: 100, clientY: 50 })
      const disconnect = screen.getByRole('menuitem', { name: 'Disconnect' })
      // On the way to the sub-menu the pointer crosses "Disconnect": inside the grace area.
      fireEvent.pointerMove(disconnect, { pointerType: 'mouse', clientX: 120, clientY: 60 })
      expect(disconnect.hasAttribute('data-highlighted')).toBe(false)
      expect(screen.getAllByRole('menu')).toHaveLength(2)
      act(() => vi.advanceTimersByTime(MENU_POINTER_GRACE_MS - 1))
      fireEvent.pointerMove(disconnect, { pointerType: 'mouse', clientX: 121, clientY: 60 })
      expect(disconnect.hasAttribute('data-highlighted')).toBe(false)
      act(() => vi.advanceTimersByTime(1))
      // Grace over: the same movement now lands on "Disconnect".
      fireEvent.pointerMove(disconnect, { pointerType: 'mouse', clientX: 122, clientY: 60 })
      expect(disconnect.hasAttribute('data-highlighted')).toBe(true)
      expect(MENU_POINTER_GRACE_MS).toBe(300)
    } finally {
      rect.mockRestore()
    }
  })

  test('inside an AirlockRoot the menu is portalled into the shadow root, not the page', async () => {
    const user = userEvent.setup()
    const { inside, shadow } = renderInRoot(
      <DropdownMenu label="Networks" trigger={<Button>Network</Button>} items={networks} />,
    )
    await user.click(inside.getByRole('button', { name: 'Network' }))
    expect(shadow.querySelector('[role="menu"]')).not.toBeNull()
    expect(document.querySelector('[role="menu"]')).toBeNull()
    expect(inside.getAllByRole('menuitem')).toHaveLength(5)
  })

  test('disabled items are skipped and cannot be chosen', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(
      <DropdownMenu
        label="Menu"
        trigger={<Button>Open</Button>}
        items={[
          { id: 'a', label: 'One', onSelect },
          { id: 'b', label: 'Two', onSelect, disabled: true },
          { id: 'c', label: 'Three', onSelect },
        ]}
      />,
    )
    screen.getByRole('button', { name: 'Open' }).focus()
    await user.keyboard('{Enter}{ArrowDown}')
    expect(focusedText()).toBe('Three')
    expect(screen.getByRole('menuitem', { name: 'Two' }).getAttribute('aria-disabled')).toBe('true')
  })

  test('empty: an open menu with no items shows its emptyLabel as one disabled item', async () => {
    const user = userEvent.setup()
    render(
      <DropdownMenu
        label="Account actions"
        trigger={<Button>Account</Button>}
        items={[]}
        emptyLabel="No actions available"
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Account' }))
    const menu = screen.getByRole('menu', { name: 'Account actions' })
    const items = screen.getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(['No actions available'])
    expect(items[0]?.getAttribute('aria-disabled')).toBe('true')
    expect(menu.contains(items[0] as Node)).toBe(true)
  })
})
