import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
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
