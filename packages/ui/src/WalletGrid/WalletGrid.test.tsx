import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { getDeepActiveElement } from '../internal/getDeepActiveElement'
import { renderInRoot } from '../test/renderInRoot'
import { WalletGrid, type WalletGridEntry } from './WalletGrid'

const wallets: WalletGridEntry[] = Array.from({ length: 500 }, (_, i) => ({
  id: `w${i}`,
  name: `Wallet ${i}`,
}))

const focused = () => getDeepActiveElement(document)

describe('WalletGrid', () => {
  test('500 wallets: only the rows in view are in the DOM, positions still say 1 of 500', () => {
    render(<WalletGrid label="All Wallets" wallets={wallets} onSelect={() => {}} height={400} />)
    const list = screen.getByRole('list', { name: 'All Wallets' })
    const items = screen.getAllByRole('listitem')
    expect(items.length).toBeGreaterThan(4)
    expect(items.length).toBeLessThan(60)
    expect(items[0]?.getAttribute('aria-setsize')).toBe('500')
    expect(items[0]?.getAttribute('aria-posinset')).toBe('1')
    expect(list.contains(screen.getByRole('button', { name: 'Wallet 0' }))).toBe(true)
    expect(screen.queryByRole('button', { name: 'Wallet 499' })).toBeNull()
  })

  test('scrolling renders the rows that come into view', async () => {
    const { container } = render(
      <WalletGrid
        label="All Wallets"
        wallets={wallets}
        layout="list"
        onSelect={() => {}}
        height={400}
      />,
    )
    const scroller = container.querySelector<HTMLElement>('.al-wallet-grid')
    if (!scroller) throw new Error('no scroller')
    scroller.scrollTop = 72 * 300
    fireEvent.scroll(scroller)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Wallet 300' })).toBeTruthy())
    expect(screen.queryByRole('button', { name: 'Wallet 0' })).toBeNull()
  })

  test('one Tab stop; arrows move by one in a row and by a row up and down; End reaches the last', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <WalletGrid label="All Wallets" wallets={wallets} columns={4} onSelect={() => {}} />,
    )
    // happy-dom has no layout: give the scroller the sizes a browser would (125 rows of 120 px in
    // a 400 px viewport), or scrollTo() is clamped to 0. It also fires no scroll event after
    // scrollTo(), which a browser does.
    const scroller = container.querySelector('.al-wallet-grid')
    if (!scroller) throw new Error('no scroller')
    Object.defineProperty(scroller, 'scrollHeight', { value: 125 * 120 })
    Object.defineProperty(scroller, 'clientHeight', { value: 400 })
    const scrolled = () => fireEvent.scroll(scroller)
    const first = screen.getByRole('button', { name: 'Wallet 0' })
    expect(first.tabIndex).toBe(0)
    expect(screen.getByRole('button', { name: 'Wallet 1' }).tabIndex).toBe(-1)
    first.focus()
    await user.keyboard('{ArrowRight}')
    expect(focused()?.textContent).toBe('Wallet 1')
    await user.keyboard('{ArrowDown}')
    expect(focused()?.textContent).toBe('Wallet 5')
    await user.keyboard('{ArrowLeft}{ArrowUp}')
    expect(focused()?.textContent).toBe('Wallet 0')
    await user.keyboard('{End}')
    await waitFor(() => {
      scrolled()
      expect(focused()?.textContent).toBe('Wallet 499')
    })
    expect(screen.getByRole('button', { name: 'Wallet 499' }).tabIndex).toBe(0)
    await user.keyboard('{Home}')
    await waitFor(() => {
      scrolled()
      expect(focused()?.textContent).toBe('Wallet 0')
    })
  })

  test('right to left: ArrowLeft moves forward', async () => {
    const user = userEvent.setup()
    const { inside } = renderInRoot(
      <WalletGrid label="All Wallets" wallets={wallets} onSelect={() => {}} />,
      { dir: 'rtl' },
    )
    inside.getByRole('button', { name: 'Wallet 0' }).focus()
    await user.keyboard('{ArrowLeft}')
    expect(focused()?.textContent).toBe('Wallet 1')
  })

  test('choosing a wallet reports its id', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(<WalletGrid label="All Wallets" wallets={wallets} layout="list" onSelect={onSelect} />)
    await user.click(screen.getByRole('button', { name: 'Wallet 2' }))
    expect(onSelect).toHaveBeenCalledWith('w2')
  })

  test('asks for the next page when the end comes into view', async () => {
    const onEndReached = vi.fn()
    const { container } = render(
      <WalletGrid
        label="All Wallets"
        wallets={wallets.slice(0, 40)}
        layout="list"
        onSelect={() => {}}
        onEndReached={onEndReached}
      />,
    )
    expect(onEndReached).not.toHaveBeenCalled()
    const scroller = container.querySelector<HTMLElement>('.al-wallet-grid')
    if (!scroller) throw new Error('no scroller')
    scroller.scrollTop = 72 * 40
    await act(async () => {
      fireEvent.scroll(scroller)
    })
    await waitFor(() => expect(onEndReached).toHaveBeenCalled())
  })

  test('empty list shows the empty content; loading more shows skeletons', () => {
    const { rerender, container } = render(
      <WalletGrid
        label="All Wallets"
        wallets={[]}
        onSelect={() => {}}
        empty={<p>No wallet found</p>}
      />,
    )
    expect(screen.getByText('No wallet found')).toBeTruthy()
    rerender(<WalletGrid label="All Wallets" wallets={[]} onSelect={() => {}} loadingMore />)
    expect(container.querySelectorAll('.al-skeleton-tile').length).toBeGreaterThan(0)
  })

  test('rows are placed through the CSSOM (no style attribute text from React)', () => {
    const { container } = render(
      <WalletGrid label="All Wallets" wallets={wallets} onSelect={() => {}} />,
    )
    const rows = [...container.querySelectorAll<HTMLElement>('.al-wallet-grid-row')]
    expect(rows[1]?.style.getPropertyValue('transform')).toBe('translateY(120px)')
  })
})
