import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { TextInput } from './TextInput'

describe('TextInput', () => {
  test('labelled, reports each edit', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<TextInput label="Name" onValueChange={onValueChange} />)
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'ab')
    expect(onValueChange).toHaveBeenLastCalledWith('ab')
  })

  test('hint and error describe the input; an error marks it invalid and is a live alert', () => {
    const { rerender } = render(<TextInput label="Name" hint="At least 4 characters" />)
    const input = screen.getByRole('textbox', { name: 'Name' })
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(screen.getByRole('textbox', { description: 'At least 4 characters' })).toBe(input)
    rerender(<TextInput label="Name" hint="At least 4 characters" error="Required" />)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toBe('Required')
    expect(screen.getByRole('textbox', { description: 'At least 4 characters Required' })).toBe(
      input,
    )
  })

  test('hideLabel keeps the accessible name', () => {
    render(<TextInput label="Search" hideLabel />)
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy()
  })
})
