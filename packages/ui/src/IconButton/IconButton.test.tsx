import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { IconButton } from './IconButton'

describe('IconButton', () => {
  test('named by its label; the icon itself is hidden from screen readers', () => {
    const { container } = render(<IconButton icon="close" label="Close" />)
    const button = screen.getByRole('button', { name: 'Close' })
    expect(button.getAttribute('aria-label')).toBe('Close')
    const svg = container.querySelector('svg')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    // Nothing but the label names it.
    expect(button.textContent).toBe('')
  })

  test('the accessible name is required by its type and cannot be overridden', () => {
    // @ts-expect-error `label` is required: an icon alone says nothing to a screen reader.
    render(<IconButton icon="copy" />)
    // A stray `aria-label` (hyphenated JSX names escape the type check) does not win over `label`.
    render(<IconButton icon="copy" label="Copy address" aria-label="x" />)
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
  })

  test('a click, Enter and Space call onClick; type is button', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    const onSubmit = vi.fn((event: Event) => event.preventDefault())
    const { container } = render(
      <form>
        <IconButton icon="back" label="Back" onClick={onClick} />
      </form>,
    )
    container.querySelector('form')?.addEventListener('submit', onSubmit)
    const button = screen.getByRole('button', { name: 'Back' })
    await user.click(button)
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(onClick).toHaveBeenCalledTimes(3)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  test('disabled: no click, skipped by Tab', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <>
        <IconButton icon="close" label="Close" onClick={onClick} disabled />
        <button type="button">After</button>
      </>,
    )
    const button = screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    await user.click(button)
    expect(onClick).not.toHaveBeenCalled()
    await user.tab()
    expect(document.activeElement?.textContent).toBe('After')
  })

  test('aria-disabled (a refused close) stays focusable and still reports the press', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(<IconButton icon="close" label="Close" aria-disabled onClick={onClick} />)
    await user.tab()
    const button = screen.getByRole('button', { name: 'Close' })
    expect(document.activeElement).toBe(button)
    await user.keyboard('{Enter}')
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  test('flipInRtl marks the icon to be mirrored; variant and size are styling hooks', () => {
    const { container } = render(
      <IconButton icon="back" label="Back" flipInRtl variant="filled" size="sm" />,
    )
    const button = screen.getByRole('button', { name: 'Back' })
    expect(button.getAttribute('data-variant')).toBe('filled')
    expect(button.getAttribute('data-size')).toBe('sm')
    expect(container.querySelector('svg')?.getAttribute('class')).toContain('al-icon-flip')
    expect(container.querySelector('svg')?.getAttribute('width')).toBe('16')
  })
})
