import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { ErrorState } from './ErrorState'

test('an alert with the error and a retry', async () => {
  const user = userEvent.setup()
  const onAction = vi.fn()
  render(
    <ErrorState title="Token Balance Unavailable" actionLabel="Try again" onAction={onAction} />,
  )
  expect(screen.getByRole('alert').textContent).toContain('Token Balance Unavailable')
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(onAction).toHaveBeenCalledOnce()
})
