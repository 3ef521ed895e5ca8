import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { Spinner } from './Spinner'

describe('Spinner', () => {
  test('a progress indicator named Loading by default', () => {
    render(<Spinner />)
    const spinner = screen.getByRole('progressbar', { name: 'Loading' })
    // Indeterminate: no value a screen reader would read as a percentage.
    expect(spinner.hasAttribute('aria-valuenow')).toBe(false)
    expect(spinner.getAttribute('data-size')).toBe('md')
  })

  test('named by its label', () => {
    render(<Spinner label="Connecting" size="lg" />)
    expect(screen.getByRole('progressbar', { name: 'Connecting' }).getAttribute('data-size')).toBe(
      'lg',
    )
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull()
  })

  test('label null makes it decorative (inside a busy button, which has its own name)', () => {
    const { container } = render(<Spinner label={null} tone="inherit" />)
    expect(screen.queryByRole('progressbar')).toBeNull()
    const spinner = container.querySelector('.al-spinner')
    expect(spinner?.getAttribute('aria-hidden')).toBe('true')
    expect(spinner?.hasAttribute('aria-label')).toBe(false)
    expect(spinner?.getAttribute('data-tone')).toBe('inherit')
  })
})
