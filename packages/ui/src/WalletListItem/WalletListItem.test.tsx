import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { WalletListItem } from './WalletListItem'

describe('WalletListItem', () => {
  test('one button named by the wallet and its tags; Enter and click select it', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(
      <WalletListItem
        name="MetaMask"
        tags={[{ label: 'RECENT' }, { label: 'INSTALLED', tone: 'success' }]}
        onSelect={onSelect}
      />,
    )
    const button = screen.getByRole('button', { name: 'MetaMask RECENT INSTALLED' })
    await user.click(button)
    button.focus()
    await user.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledTimes(2)
  })

  test('loading: busy, says so, ignores clicks', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(<WalletListItem name="Rainbow" loading loadingLabel="Connecting" onSelect={onSelect} />)
    const button = screen.getByRole('button', { name: 'Rainbow Connecting' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    await user.click(button)
    expect(onSelect).not.toHaveBeenCalled()
  })

  test('disabled cannot be chosen', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(<WalletListItem name="Old Wallet" disabled onSelect={onSelect} />)
    await user.click(screen.getByRole('button', { name: 'Old Wallet' }))
    expect(onSelect).not.toHaveBeenCalled()
  })

  test('the image is decorative: the name is not read twice', () => {
    render(<WalletListItem name="Trust" imageSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />)
    expect(screen.queryByRole('img')).toBeNull()
  })
})
