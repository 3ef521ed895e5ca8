import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { Skeleton } from './Skeleton'
import { SkeletonRows } from './SkeletonRows'

describe('Skeleton', () => {
  test('placeholders are hidden from screen readers', () => {
    const { container } = render(<Skeleton shape="circle" />)
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
  })

  test('rows: the count asked for, tiles four per row, a label announced once', () => {
    const { container, rerender } = render(<SkeletonRows count={3} label="Loading tokens" />)
    expect(container.querySelectorAll('.al-skeleton-row')).toHaveLength(3)
    expect(screen.getByRole('status').textContent).toBe('Loading tokens')
    rerender(<SkeletonRows count={2} variant="tiles" />)
    expect(container.querySelectorAll('.al-skeleton-tile')).toHaveLength(8)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
