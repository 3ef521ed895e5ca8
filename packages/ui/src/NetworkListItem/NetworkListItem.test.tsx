import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { NetworkListItem } from './NetworkListItem'

describe('NetworkListItem', () => {
  test('a button named by the network; the current one is aria-current', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    const { rerender } = render(<NetworkListItem name="Base" onSelect={onSelect} />)
    const button = screen.getByRole('button', { name: 'Base' })
    expect(button.hasAttribute('aria-current')).toBe(false)
    await user.click(button)
    expect(onSelect).toHaveBeenCalledOnce()
    rerender(<NetworkListItem name="Base" selected onSelect={onSelect} />)
    expect(screen.getByRole('button', { name: 'Base' }).getAttribute('aria-current')).toBe('true')
  })

  test('disabled, with its reason in the name', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(
      <NetworkListItem
        name="Gnosis"
        disabled
        description="Not supported by this wallet"
        onSelect={onSelect}
      />,
    )
    const button = screen.getByRole('button', { name: 'Gnosis Not supported by this wallet' })
    await user.click(button)
    expect(onSelect).not.toHaveBeenCalled()
  })
})
