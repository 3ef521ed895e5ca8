import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { AirlockRoot } from '../AirlockRoot/AirlockRoot'
import { getDeepActiveElement } from '../internal/getDeepActiveElement'
import { renderInRoot } from '../test/renderInRoot'
import { Button } from './Button'

describe('Button', () => {
  test('a click calls onClick; Enter and Space press it from the keyboard', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Connect</Button>)
    const button = screen.getByRole('button', { name: 'Connect' })
    await user.click(button)
    button.focus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(onClick).toHaveBeenCalledTimes(3)
  })

  test('type is button by default: it does not submit the form around it', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn((event: Event) => event.preventDefault())
    const { container } = render(
      <form>
        <Button>Connect</Button>
        <Button type="submit">Send</Button>
      </form>,
    )
    container.querySelector('form')?.addEventListener('submit', onSubmit)
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(onSubmit).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  test('loading: keeps focus and its name, says it is busy, ignores clicks and keys', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    const { rerender, inside, shadow } = renderInRoot(<Button onClick={onClick}>Connect</Button>)
    const button = inside.getByRole('button', { name: 'Connect' })
    button.focus()
    rerender(
      <AirlockRoot>
        <Button onClick={onClick} loading>
          Connect
        </Button>
      </AirlockRoot>,
    )
    const busy = inside.getByRole('button', { name: 'Connect' })
    // The same element, still focused (a `disabled` button would drop focus to the body).
    expect(busy).toBe(button)
    expect(getDeepActiveElement(document)).toBe(button)
    expect(shadow.activeElement).toBe(button)
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect(busy.getAttribute('aria-disabled')).toBe('true')
    expect((busy as HTMLButtonElement).disabled).toBe(false)
    // The spinner inside is decorative: the name stays "Connect".
    expect(busy.querySelector('.al-spinner')?.getAttribute('aria-hidden')).toBe('true')
    expect(inside.queryByRole('progressbar')).toBeNull()
    await user.click(busy)
    await user.keyboard('{Enter}')
    expect(onClick).not.toHaveBeenCalled()
    rerender(
      <AirlockRoot>
        <Button onClick={onClick}>Connect</Button>
      </AirlockRoot>,
    )
    expect(button.hasAttribute('aria-busy')).toBe(false)
    await user.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  test('loading inside a form does not submit it', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn((event: Event) => event.preventDefault())
    const { container } = render(
      <form>
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    )
    container.querySelector('form')?.addEventListener('submit', onSubmit)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  test('disabled is native: not focusable, no click', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <Button onClick={onClick} disabled>
        Connect
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Connect' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    await user.click(button)
    await user.tab()
    expect(document.activeElement).not.toBe(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  test('variants primary (default), secondary and link, and the size, are styled hooks', () => {
    const { rerender } = render(<Button>Go</Button>)
    const button = () => screen.getByRole('button', { name: 'Go' })
    expect(button().getAttribute('data-variant')).toBe('primary')
    expect(button().getAttribute('data-size')).toBe('md')
    for (const variant of ['primary', 'secondary', 'link'] as const) {
      rerender(<Button variant={variant}>Go</Button>)
      expect(button().getAttribute('data-variant')).toBe(variant)
    }
    rerender(
      <Button size="lg" fullWidth>
        Go
      </Button>,
    )
    expect(button().getAttribute('data-size')).toBe('lg')
    expect(button().hasAttribute('data-full-width')).toBe(true)
  })

  test('leading and trailing content sit around the label; loading replaces the leading one', () => {
    const { rerender } = render(
      <Button leading={<i data-testid="lead" />} trailing={<i data-testid="trail" />}>
        Scan
      </Button>,
    )
    expect(screen.getByTestId('lead')).toBeTruthy()
    expect(screen.getByTestId('trail')).toBeTruthy()
    rerender(
      <Button leading={<i data-testid="lead" />} loading>
        Scan
      </Button>,
    )
    expect(screen.queryByTestId('lead')).toBeNull()
  })
})
