import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { TransactionListItem } from './TransactionListItem'

const base = {
  direction: 'out' as const,
  status: 'confirmed' as const,
  title: 'Sent',
  description: 'to vitalik.eth',
  amounts: ['-0.5 ETH'],
  date: '2025-01-05T10:00:00Z',
  locale: 'en-US',
}

describe('TransactionListItem', () => {
  test('shows what happened, to whom, the amount and the date', () => {
    const { container } = render(<TransactionListItem {...base} />)
    expect(screen.getByText('Sent')).toBeTruthy()
    expect(screen.getByText('to vitalik.eth')).toBeTruthy()
    expect(screen.getByText('-0.5 ETH')).toBeTruthy()
    const time = container.querySelector('time')
    expect(time?.textContent).toBe('Jan 5')
    expect(time?.getAttribute('datetime')).toBe('2025-01-05T10:00:00.000Z')
    expect(container.querySelector('.al-tx')?.getAttribute('data-direction')).toBe('out')
  })

  test('a failed or pending one says so in words; a confirmed one does not', () => {
    const { rerender } = render(
      <TransactionListItem {...base} status="failed" statusLabel="Failed" />,
    )
    expect(screen.getByText('Failed')).toBeTruthy()
    rerender(<TransactionListItem {...base} status="pending" statusLabel="Pending" />)
    expect(screen.getByText('Pending')).toBeTruthy()
    rerender(<TransactionListItem {...base} status="confirmed" statusLabel="Confirmed" />)
    expect(screen.queryByText('Confirmed')).toBeNull()
  })

  test('a swap shows both amounts', () => {
    render(
      <TransactionListItem
        {...base}
        direction="self"
        title="Swapped"
        amounts={['-1 ETH', '+3,900 USDC']}
      />,
    )
    expect(screen.getByText('-1 ETH')).toBeTruthy()
    expect(screen.getByText('+3,900 USDC')).toBeTruthy()
  })

  test('spam is hidden', () => {
    const { container } = render(<TransactionListItem {...base} isSpam />)
    expect(container.innerHTML).toBe('')
  })

  test('an unreadable date is left out rather than shown as "Invalid Date"', () => {
    const { container } = render(<TransactionListItem {...base} date="not a date" />)
    expect(container.querySelector('time')).toBeNull()
    expect(container.textContent).not.toContain('Invalid')
  })

  test('the image of what moved, with the direction as a badge; the arrow alone when it fails', () => {
    const { container } = render(<TransactionListItem {...base} imageSrc="/eth.svg" />)
    const img = container.querySelector('.al-tx-icon img')
    expect(img?.getAttribute('src')).toBe('/eth.svg')
    expect(container.querySelector('.al-tx-badge svg')).toBeTruthy()
    fireEvent.error(img as Element)
    expect(container.querySelector('.al-tx-icon img')).toBeNull()
    expect(container.querySelector('.al-tx-icon svg')).toBeTruthy()
  })
})
