import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { AlertBar } from './AlertBar'

describe('AlertBar', () => {
  test('errors and warnings are alerts; info is a status', () => {
    const { rerender } = render(<AlertBar variant="error" message="Invalid App Configuration" />)
    expect(screen.getByRole('alert').textContent).toBe('Invalid App Configuration')
    rerender(<AlertBar variant="warning" message="Session Expired" />)
    expect(screen.getByRole('alert')).toBeTruthy()
    rerender(<AlertBar variant="info" message="Project ID Not Configured" />)
    expect(screen.getByRole('status').textContent).toBe('Project ID Not Configured')
  })

  test('a close button only with onClose', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    const { rerender } = render(<AlertBar message="Network Not Found" />)
    expect(screen.queryByRole('button')).toBeNull()
    rerender(<AlertBar message="Network Not Found" onClose={onClose} closeLabel="Dismiss" />)
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(onClose).toHaveBeenCalledOnce()
  })
})
