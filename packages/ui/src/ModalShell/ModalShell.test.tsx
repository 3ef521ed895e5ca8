import { act, fireEvent, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ReactElement, StrictMode, useState } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { AirlockRoot } from '../AirlockRoot/AirlockRoot'
import {
  HEADER_TEXT_ANIMATION_MS,
  MODAL_HEIGHT_ANIMATION_MS,
  MODAL_SHAKE_MS,
  VIEW_TRANSITION_MS,
} from '../constants/timings'
import { getDeepActiveElement } from '../internal/getDeepActiveElement'
import { renderInRoot } from '../test/renderInRoot'
import { withDevice } from '../test/setDevice'
import { ModalShell, type ModalShellProps } from './ModalShell'

const noop = () => {}

function shell(props: Partial<ModalShellProps> = {}): ReactElement {
  return (
    <ModalShell open title="Connect Wallet" onClose={noop} {...props}>
      {props.children ?? <button type="button">Wallet one</button>}
    </ModalShell>
  )
}

afterEach(() => {
  vi.useRealTimers()
})

function Page() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect
      </button>
      <AirlockRoot>
        <ModalShell open={open} title="Connect Wallet" onClose={() => setOpen(false)}>
          <p>body</p>
        </ModalShell>
      </AirlockRoot>
    </>
  )
}

/** Two views: a button in the first leads to the second. */
function TwoViews({ onClose }: { onClose: () => void }) {
  const [view, setView] = useState('Connect')
  return (
    <ModalShell open title={view} view={view} onClose={onClose}>
      <button type="button" onClick={() => setView('All Wallets')}>
        Go {view}
      </button>
    </ModalShell>
  )
}

/** A second view that focuses its own input on mount. */
function AutoFocusView() {
  const [view, setView] = useState('Connect')
  return (
    <ModalShell open title={view} view={view} onClose={noop}>
      {view === 'Connect' ? (
        <button type="button" onClick={() => setView('Email')}>
          Email
        </button>
      ) : (
        // biome-ignore lint/a11y/noAutofocus: the behaviour under test is respecting a view's autofocus
        <input aria-label="Code" autoFocus />
      )}
    </ModalShell>
  )
}

describe('ModalShell: a dialog', () => {
  test('is a modal dialog named by its title', () => {
    const { inside } = renderInRoot(shell())
    const dialog = inside.getByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
  })

  test('closed renders nothing', () => {
    const { inside } = renderInRoot(shell({ open: false }))
    expect(inside.queryByRole('dialog')).toBeNull()
  })

  test('focus moves into the dialog on open and back to the trigger on close', async () => {
    const user = userEvent.setup()
    const { getByRole } = render(<Page />)
    const trigger = getByRole('button', { name: 'Connect' })
    await user.click(trigger)
    expect(getDeepActiveElement(document)?.getAttribute('role')).toBe('dialog')
    await user.keyboard('{Escape}')
    expect(document.activeElement).toBe(trigger)
  })

  test('under StrictMode too, focus goes back to the trigger on close', async () => {
    const user = userEvent.setup()
    const { getByRole } = render(
      <StrictMode>
        <Page />
      </StrictMode>,
    )
    const trigger = getByRole('button', { name: 'Connect' })
    await user.click(trigger)
    expect(getDeepActiveElement(document)?.getAttribute('role')).toBe('dialog')
    await user.keyboard('{Escape}')
    await act(async () => {})
    expect(document.activeElement).toBe(trigger)
  })

  test('a view change moves focus to the new view heading, named by the new title at once', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    const { inside } = renderInRoot(<TwoViews onClose={onClose} />)
    await user.click(inside.getByRole('button', { name: 'Go Connect' }))
    const heading = inside.getByRole('heading', { name: 'All Wallets' })
    expect(getDeepActiveElement(document)).toBe(heading)
    // From the heading, Escape still reaches the dialog.
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  test('a view that focuses its own control on mount keeps it', async () => {
    const user = userEvent.setup()
    const { inside } = renderInRoot(<AutoFocusView />)
    await user.click(inside.getByRole('button', { name: 'Email' }))
    expect(getDeepActiveElement(document)).toBe(inside.getByRole('textbox', { name: 'Code' }))
  })

  test('Escape closes it when the focus has fallen to the page body', () => {
    const onClose = vi.fn()
    renderInRoot(shell({ onClose }))
    ;(getDeepActiveElement(document) as HTMLElement).blur()
    expect(document.activeElement).toBe(document.body)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  test('an autoFocus child keeps the focus it took', () => {
    const { inside } = renderInRoot(
      // biome-ignore lint/a11y/noAutofocus: the behaviour under test is respecting a child's autofocus
      shell({ children: <input aria-label="Email" autoFocus /> }),
    )
    expect(getDeepActiveElement(document)).toBe(inside.getByRole('textbox', { name: 'Email' }))
  })

  test('Tab and Shift+Tab wrap inside the dialog', async () => {
    const user = userEvent.setup()
    const { inside } = renderInRoot(
      shell({
        onBack: noop,
        children: (
          <>
            <button type="button">First in body</button>
            <button type="button">Last in body</button>
          </>
        ),
      }),
    )
    const back = inside.getByRole('button', { name: 'Back' })
    const last = inside.getByRole('button', { name: 'Last in body' })
    last.focus()
    await user.keyboard('{Tab}')
    expect(getDeepActiveElement(document)).toBe(back)
    await user.keyboard('{Shift>}{Tab}{/Shift}')
    expect(getDeepActiveElement(document)).toBe(last)
  })

  test('focus that escapes to the host page is brought back', () => {
    const outside = document.createElement('button')
    document.body.appendChild(outside)
    try {
      const { inside } = renderInRoot(shell())
      outside.focus()
      expect(getDeepActiveElement(document)).toBe(inside.getByRole('dialog'))
    } finally {
      outside.remove()
    }
  })

  test('Escape, the close button and the overlay close it', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    const { inside, root } = renderInRoot(shell({ onClose }))
    await user.keyboard('{Escape}')
    await user.click(inside.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(2)
    await user.click(inside.getByRole('button', { name: 'Wallet one' }))
    expect(onClose).toHaveBeenCalledTimes(2)
    const overlay = root.querySelector('.al-modal-overlay')
    if (!overlay) throw new Error('no overlay')
    await user.click(overlay)
    expect(onClose).toHaveBeenCalledTimes(3)
  })

  test('an Escape a child already handled does not close it', () => {
    const onClose = vi.fn()
    const { inside } = renderInRoot(
      shell({
        onClose,
        children: <input aria-label="Search" onKeyDown={(e) => e.preventDefault()} />,
      }),
    )
    fireEvent.keyDown(inside.getByRole('textbox', { name: 'Search' }), { key: 'Escape' })
    expect(onClose).not.toHaveBeenCalled()
  })

  test('back button only with onBack; it calls it', async () => {
    const user = userEvent.setup()
    const onBack = vi.fn()
    const { inside, rerender } = renderInRoot(shell())
    expect(inside.queryByRole('button', { name: 'Back' })).toBeNull()
    rerender(<AirlockRoot>{shell({ onBack, backLabel: 'Zurück' })}</AirlockRoot>)
    await user.click(inside.getByRole('button', { name: 'Zurück' }))
    expect(onBack).toHaveBeenCalledOnce()
  })

  test('locks page scrolling while open and restores it after', () => {
    document.documentElement.style.setProperty('overflow', 'scroll')
    const { rerender } = renderInRoot(shell())
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('hidden')
    rerender(<AirlockRoot>{shell({ open: false })}</AirlockRoot>)
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('scroll')
    document.documentElement.style.removeProperty('overflow')
  })

  test('embedded: no overlay, no aria-modal, no scroll lock', () => {
    const { inside, root } = renderInRoot(shell({ embedded: true }))
    expect(inside.getByRole('dialog').hasAttribute('aria-modal')).toBe(false)
    expect(root.querySelector('.al-modal-overlay')).toBeNull()
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('')
  })

  test('loading marks the body busy and shows a spinner', () => {
    const { inside } = renderInRoot(shell({ loading: true, loadingLabel: 'Connecting' }))
    expect(inside.getByRole('progressbar', { name: 'Connecting' })).toBeTruthy()
  })
})

describe('ModalShell: close disabled and shake (500 ms)', () => {
  test('a refused close attempt shakes for exactly 500 ms', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    const onCloseRefused = vi.fn()
    const { inside } = renderInRoot(shell({ onClose, closeDisabled: true, onCloseRefused }))
    const dialog = inside.getByRole('dialog')
    const close = inside.getByRole('button', { name: 'Close' })
    expect(close.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(close)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(onClose).not.toHaveBeenCalled()
    expect(onCloseRefused).toHaveBeenCalledTimes(2)
    expect(dialog.hasAttribute('data-shake')).toBe(true)
    act(() => vi.advanceTimersByTime(MODAL_SHAKE_MS - 1))
    expect(dialog.hasAttribute('data-shake')).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(dialog.hasAttribute('data-shake')).toBe(false)
    expect(MODAL_SHAKE_MS).toBe(500)
  })

  test('a click on the overlay with close disabled shakes for exactly 500 ms and does not close', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    const onCloseRefused = vi.fn()
    const { inside, root } = renderInRoot(shell({ onClose, closeDisabled: true, onCloseRefused }))
    const dialog = inside.getByRole('dialog')
    const overlay = root.querySelector('.al-modal-overlay')
    if (!overlay) throw new Error('no overlay')
    // A press inside the dialog that ends on the overlay (a text selection dragged out) is not
    // an overlay click: nothing happens.
    fireEvent.mouseDown(dialog)
    fireEvent.click(overlay)
    expect(dialog.hasAttribute('data-shake')).toBe(false)
    // A real overlay click: pressed and released on the overlay.
    fireEvent.mouseDown(overlay)
    fireEvent.click(overlay)
    expect(onClose).not.toHaveBeenCalled()
    expect(onCloseRefused).toHaveBeenCalledTimes(1)
    expect(dialog.hasAttribute('data-shake')).toBe(true)
    act(() => vi.advanceTimersByTime(MODAL_SHAKE_MS - 1))
    expect(dialog.hasAttribute('data-shake')).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(dialog.hasAttribute('data-shake')).toBe(false)
    expect(inside.getByRole('dialog')).toBe(dialog)
  })

  test('a new shake restarts the animation (the attribute value alternates)', () => {
    vi.useFakeTimers()
    const { inside } = renderInRoot(shell({ closeDisabled: true }))
    const dialog = inside.getByRole('dialog')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    const first = dialog.getAttribute('data-shake')
    act(() => vi.advanceTimersByTime(300))
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(dialog.getAttribute('data-shake')).not.toBe(first)
    act(() => vi.advanceTimersByTime(499))
    expect(dialog.hasAttribute('data-shake')).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(dialog.hasAttribute('data-shake')).toBe(false)
  })

  test('a change of shakeSignal shakes; the first value does not', () => {
    vi.useFakeTimers()
    const { inside, rerender } = renderInRoot(shell({ shakeSignal: 0 }))
    const dialog = inside.getByRole('dialog')
    expect(dialog.hasAttribute('data-shake')).toBe(false)
    rerender(<AirlockRoot>{shell({ shakeSignal: 1 })}</AirlockRoot>)
    expect(dialog.hasAttribute('data-shake')).toBe(true)
    act(() => vi.advanceTimersByTime(500))
    expect(dialog.hasAttribute('data-shake')).toBe(false)
  })
})

describe('ModalShell: transitions', () => {
  test('the title fades out for 120 ms before the new text shows', () => {
    vi.useFakeTimers()
    const { inside, rerender } = renderInRoot(shell({ title: 'Connect Wallet' }))
    rerender(<AirlockRoot>{shell({ title: 'All Wallets' })}</AirlockRoot>)
    const heading = inside.getByRole('heading', { level: 2 })
    expect(heading.textContent).toBe('Connect Wallet')
    expect(heading.getAttribute('data-phase')).toBe('out')
    act(() => vi.advanceTimersByTime(HEADER_TEXT_ANIMATION_MS - 1))
    expect(heading.textContent).toBe('Connect Wallet')
    act(() => vi.advanceTimersByTime(1))
    expect(heading.textContent).toBe('All Wallets')
    expect(heading.getAttribute('data-phase')).toBe('in')
    expect(inside.getByRole('dialog', { name: 'All Wallets' })).toBeTruthy()
    expect(HEADER_TEXT_ANIMATION_MS).toBe(120)
  })

  test('a view change keeps the old view, inert and hidden, for 150 ms while the new one enters', () => {
    vi.useFakeTimers()
    const { inside, root, rerender } = renderInRoot(
      shell({ view: 'Connect', children: <button type="button">Old view</button> }),
    )
    rerender(
      <AirlockRoot>
        {shell({ view: 'AllWallets', children: <button type="button">New view</button> })}
      </AirlockRoot>,
    )
    expect(inside.getByRole('button', { name: 'New view' })).toBeTruthy()
    // Still in the DOM for the fade, but out of the accessibility tree and unfocusable.
    expect(inside.queryByRole('button', { name: 'Old view' })).toBeNull()
    const leaving = root.querySelector('[data-phase="exit"]')
    expect(leaving?.textContent).toBe('Old view')
    expect(leaving?.hasAttribute('inert')).toBe(true)
    expect(root.querySelector('[data-phase="enter"]')?.textContent).toBe('New view')
    act(() => vi.advanceTimersByTime(VIEW_TRANSITION_MS - 1))
    expect(root.querySelector('[data-phase="exit"]')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(root.querySelector('[data-phase="exit"]')).toBeNull()
    expect(root.querySelector('[data-phase="idle"]')?.textContent).toBe('New view')
    expect(VIEW_TRANSITION_MS).toBe(150)
  })

  test('a slow render of the leaving view does not shorten its fade: 150 ms from the moment it is shown', () => {
    vi.useFakeTimers()
    // The leaving view's render takes 100 ms of the clock (a busy phone, StrictMode's second
    // mount): the fade's clock starts only once that render is on screen.
    const slow = { pending: false }
    const { root, rerender } = renderInRoot(
      shell({ view: 'Connect', children: <SlowView slow={slow} /> }),
    )
    slow.pending = true
    rerender(
      <AirlockRoot>
        {shell({ view: 'AllWallets', children: <button type="button">New view</button> })}
      </AirlockRoot>,
    )
    expect(slow.pending).toBe(false)
    expect(root.querySelector('[data-phase="exit"]')?.textContent).toBe('Old view')
    act(() => vi.advanceTimersByTime(VIEW_TRANSITION_MS - 1))
    expect(root.querySelector('[data-phase="exit"]')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(root.querySelector('[data-phase="exit"]')).toBeNull()
  })

  test('the body animates from the old height to the new one for 150 ms, then lets go', () => {
    vi.useFakeTimers()
    // happy-dom has no layout engine: give each view the height a browser would measure.
    const heights: Record<string, number> = { Short: 200, Tall: 320 }
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        const height = heights[this.textContent ?? ''] ?? 0
        return DOMRect.fromRect({ width: 360, height })
      })
    try {
      const { root, rerender } = renderInRoot(shell({ view: 'a', children: <p>Short</p> }))
      const body = root.querySelector<HTMLElement>('.al-modal-body')
      if (!body) throw new Error('no body')
      expect(body.style.getPropertyValue('height')).toBe('')
      // The first height is read after the first frame, not during the opening commit.
      expect(rect).not.toHaveBeenCalled()
      act(() => vi.advanceTimersToNextFrame())
      expect(rect).toHaveBeenCalled()
      rerender(<AirlockRoot>{shell({ view: 'b', children: <p>Tall</p> })}</AirlockRoot>)
      expect(body.style.getPropertyValue('height')).toBe('320px')
      expect(body.hasAttribute('data-resizing')).toBe(true)
      act(() => vi.advanceTimersByTime(MODAL_HEIGHT_ANIMATION_MS - 1))
      expect(body.style.getPropertyValue('height')).toBe('320px')
      act(() => vi.advanceTimersByTime(1))
      expect(body.style.getPropertyValue('height')).toBe('')
      expect(body.hasAttribute('data-resizing')).toBe(false)
      expect(MODAL_HEIGHT_ANIMATION_MS).toBe(150)
    } finally {
      rect.mockRestore()
    }
  })

  test('with prefers-reduced-motion the title and view swap at once', async () => {
    await withDevice({ prefersReducedMotion: 'reduce' }, () => {
      const { inside, root, rerender } = renderInRoot(shell({ title: 'A', view: 'a' }))
      rerender(<AirlockRoot>{shell({ title: 'B', view: 'b' })}</AirlockRoot>)
      expect(inside.getByRole('heading', { level: 2 }).textContent).toBe('B')
      expect(root.querySelector('[data-phase="exit"]')).toBeNull()
    })
  })
})

/** Its next render, once the test sets `slow.pending`, takes 100 ms of the (fake) clock. */
function SlowView({ slow }: { slow: { pending: boolean } }) {
  if (slow.pending) {
    slow.pending = false
    vi.advanceTimersByTime(100)
  }
  return <button type="button">Old view</button>
}
