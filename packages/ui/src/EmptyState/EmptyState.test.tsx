import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { EmptyState } from './EmptyState'

test('title, description and an optional action', async () => {
  const user = userEvent.setup()
  const onAction = vi.fn()
  const { rerender } = render(<EmptyState title="No activity yet" description="Nothing here." />)
  expect(screen.getByText('No activity yet')).toBeTruthy()
  expect(screen.queryByRole('button')).toBeNull()
  expect(screen.queryByRole('alert')).toBeNull()
  rerender(<EmptyState title="No wallet found" actionLabel="Clear search" onAction={onAction} />)
  await user.click(screen.getByRole('button', { name: 'Clear search' }))
  expect(onAction).toHaveBeenCalledOnce()
})
