import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { EmailInput, type EmailInputProps } from './EmailInput'

const invalid = (email: string) =>
  /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ? undefined : 'Invalid email'

function Controlled(props: Partial<EmailInputProps>) {
  const [value, setValue] = useState('')
  return (
    <EmailInput
      label="Email"
      value={value}
      onValueChange={setValue}
      onSubmit={() => {}}
      {...props}
    />
  )
}

describe('EmailInput', () => {
  test('an email field that autocompletes the address', () => {
    render(<Controlled />)
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input.getAttribute('type')).toBe('email')
    expect(input.getAttribute('autocomplete')).toBe('email')
  })

  test('Enter submits a valid address, trimmed', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<Controlled onSubmit={onSubmit} validate={invalid} />)
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' ada@example.com {Enter}')
    expect(onSubmit).toHaveBeenCalledWith('ada@example.com')
  })

  test('an invalid address shows the validation message instead of submitting; editing clears it', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<Controlled onSubmit={onSubmit} validate={invalid} />)
    const input = screen.getByRole('textbox', { name: 'Email' })
    await user.type(input, 'ada@{Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toBe('Invalid email')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    await user.type(input, 'x')
    expect(screen.getByRole('alert').textContent).toBe('')
  })

  test('the submit button is disabled while empty and replaced by a spinner while loading', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    const { rerender } = render(
      <EmailInput label="Email" value="" onValueChange={() => {}} onSubmit={onSubmit} />,
    )
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    rerender(
      <EmailInput
        label="Email"
        value="a@b.co"
        onValueChange={() => {}}
        onSubmit={onSubmit}
        loading
      />,
    )
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull()
    expect(screen.getByRole('progressbar', { name: 'Sending' })).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '{Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  test('an error from outside is shown', () => {
    render(<Controlled error="Please try again after 12 seconds" />)
    expect(screen.getByRole('alert').textContent).toBe('Please try again after 12 seconds')
  })
})
